// /add-email-reports/{id?} (spec part 2 §2.6): schedule a report, or edit one (with an id): which report,
// how often and when in which time zone, to whom (each address checked), which files and filters. The
// server's 400 reasons go onto the fields; a saved schedule returns to its report's tab.
import { useEffect, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Callout, Card, Checkbox, Flex, Select, Switch, Text, TextArea, TextField } from '@radix-ui/themes';
import { PLATFORM_FAMILIES } from '../../api/contract/catalog';
import {
  EMAIL_REPORT_KINDS,
  LAST_MONTH_DAY,
  REPORT_FORMATS,
  REPORT_FREQUENCIES,
  type EmailReportBody,
  type EmailReportKind,
  type EmailReportRow,
} from '../../api/contract/email-reports';
import { emailReportMutations, emailReportQueries } from '../../api/queries/email-reports';
import { usePageHeading } from '../../app/layout/page-heading';
import { useSession } from '../../app/session/use-session';
import { linkTo } from '../../lib/links';
import { isEmail } from '../../lib/validation';
import { FormActions } from '../../ui/form-actions';
import { FormErrors, useFormErrors } from '../../ui/form-errors';
import { FormField } from '../../ui/form-field';
import { useToast } from '../../ui/toast';
import { TAB_ROUTES } from './labels';

const splitRecipients = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((r) => r.trim())
    .filter(Boolean);

function useSchema() {
  const { t } = useTranslation('email-reports');
  return z.object({
    name: z.string().trim().min(1, t('form.required')).max(120),
    report: z.enum(EMAIL_REPORT_KINDS),
    frequency: z.enum(REPORT_FREQUENCIES),
    day_of_week: z.string(),
    day_of_month: z.string(),
    time_of_day: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
    time_zone: z.string().min(1),
    recipients: z.string().superRefine((text, ctx) => {
      const list = splitRecipients(text);
      if (list.length === 0) ctx.addIssue({ code: 'custom', message: t('form.recipientsRequired') });
      const bad = list.find((r) => !isEmail(r));
      if (bad) ctx.addIssue({ code: 'custom', message: t('form.recipientsInvalid', { value: bad }) });
    }),
    formats: z.array(z.enum(REPORT_FORMATS)).min(1, t('form.filesRequired')),
    platforms: z.array(z.enum(PLATFORM_FAMILIES)),
    enabled: z.boolean(),
  });
}
type Values = z.infer<ReturnType<typeof useSchema>>;
const FIELDS = ['name', 'report', 'frequency', 'day_of_week', 'day_of_month', 'time_of_day', 'time_zone', 'recipients', 'formats'] as const;

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

function zones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return all.includes(current) ? all : [current, ...all];
}

function valuesOf(row: EmailReportRow | undefined, kind: EmailReportKind): Values {
  return {
    name: row?.name ?? '',
    report: row?.report ?? kind,
    frequency: row?.frequency ?? 'weekly',
    day_of_week: String(row?.day_of_week ?? 1),
    day_of_month: String(row?.day_of_month ?? 1),
    time_of_day: row?.time_of_day ?? '08:00',
    time_zone: row?.time_zone ?? browserZone(),
    recipients: row?.recipients.join(', ') ?? '',
    formats: row?.formats ?? ['pdf'],
    platforms: row?.filters.platforms ?? [],
    enabled: row?.enabled ?? true,
  };
}

function bodyOf(v: Values): EmailReportBody {
  return {
    name: v.name,
    report: v.report,
    frequency: v.frequency,
    time_of_day: v.time_of_day,
    day_of_week: v.frequency === 'weekly' ? Number(v.day_of_week) : null,
    day_of_month: v.frequency === 'monthly' ? Number(v.day_of_month) : null,
    time_zone: v.time_zone,
    recipients: splitRecipients(v.recipients),
    formats: v.formats,
    filters: v.platforms.length ? { platforms: v.platforms } : {},
    enabled: v.enabled,
  };
}

type ChoiceName = 'report' | 'frequency' | 'day_of_week' | 'day_of_month' | 'time_zone';

/** A labelled select bound to one field of the form, with its error and an optional hint. */
function ChoiceField(props: {
  form: ReturnType<typeof useForm<Values>>;
  name: ChoiceName;
  label: string;
  options: readonly { value: string; label: string }[];
  minWidth: number;
  hint?: string;
  long?: boolean;
}) {
  const { form, name, label, options, minWidth, hint, long } = props;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} error={fieldState.error?.message} hint={hint ? <Text size="1" color="gray">{hint}</Text> : undefined}>
          {(control) => (
            <Select.Root value={field.value} onValueChange={field.onChange}>
              <Select.Trigger {...control} style={{ minWidth }} />
              <Select.Content {...(long ? { position: 'popper' as const, style: { maxHeight: 320 } } : {})}>
                {options.map((o) => (
                  <Select.Item key={o.value} value={o.value}>
                    {o.label}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          )}
        </FormField>
      )}
    />
  );
}

/** A fieldset of checkboxes bound to a list field of the form. */
function ChecksField<N extends 'formats' | 'platforms'>(props: {
  form: ReturnType<typeof useForm<Values>>;
  name: N;
  legend: string;
  options: readonly { value: Values[N][number]; label: string }[];
  note?: string;
}) {
  const { form, name, legend, options, note } = props;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen = field.value as readonly string[];
        return (
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <legend style={{ padding: 0, marginBottom: 'var(--space-2)', fontSize: 'var(--font-size-2)', fontWeight: 'var(--font-weight-medium)' }}>{legend}</legend>
            <Flex gap="4" wrap="wrap">
              {options.map((o) => (
                <Text as="label" size="2" key={o.value}>
                  <Flex gap="2" align="center">
                    <Checkbox checked={chosen.includes(o.value)} onCheckedChange={(on) => field.onChange(on === true ? [...chosen, o.value] : chosen.filter((x) => x !== o.value))} />
                    {o.label}
                  </Flex>
                </Text>
              ))}
            </Flex>
            {fieldState.error?.message ? (
              <Text size="1" color="red">
                {fieldState.error.message}
              </Text>
            ) : note ? (
              <Text size="1" color="gray">
                {note}
              </Text>
            ) : null}
          </fieldset>
        );
      }}
    />
  );
}

export default function AddEmailReports() {
  const { t } = useTranslation('email-reports');
  const id = useParams().id;
  const [search] = useSearchParams();
  const requested = search.get('report');
  const kind: EmailReportKind = (EMAIL_REPORT_KINDS as readonly string[]).includes(requested ?? '') ? (requested as EmailReportKind) : 'compliance';
  usePageHeading({ subheading: id ? t('form.editTitle') : t('form.addTitle') });
  const navigate = useNavigate();
  const toast = useToast();
  const { access } = useSession();
  const existing = useQuery({ ...emailReportQueries.detail(id ?? ''), enabled: Boolean(id) });
  const create = useMutation(emailReportMutations.create());
  const update = useMutation(emailReportMutations.update());
  const form = useForm<Values>({ resolver: zodResolver(useSchema()), defaultValues: valuesOf(undefined, kind) });
  const formError = useFormErrors(form.setError, FIELDS);
  const { errors, isSubmitting } = form.formState;
  const frequency = form.watch('frequency');
  const report = form.watch('report');
  const zone = form.watch('time_zone');
  const zoneList = useMemo(() => zones(zone), [zone]);
  const kinds = EMAIL_REPORT_KINDS.filter((k) => k !== 'dlp' || access?.flags.enable_dlp || existing.data?.report === 'dlp');
  const weekdays = t('weekdays', { returnObjects: true }) as string[];

  useEffect(() => {
    if (existing.data) form.reset(valuesOf(existing.data, kind));
  }, [existing.data, form, kind]);

  const onSubmit = form.handleSubmit(async (values) => {
    formError.clear();
    try {
      const body = bodyOf(values);
      if (id) await update.mutateAsync({ id, body });
      else await create.mutateAsync(body);
      toast({ title: t('form.saved'), kind: 'success' });
      navigate(linkTo(TAB_ROUTES[values.report]));
    } catch (error) {
      formError.show(error);
    }
  });

  if (id && existing.isError) {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>{t('form.loadFailed')}</Callout.Text>
      </Callout.Root>
    );
  }

  return (
    <Flex justify="center" py="4">
      <Card size="3" style={{ width: '100%', maxWidth: 720 }}>
        <form onSubmit={onSubmit} noValidate aria-label={id ? t('form.editTitle') : t('form.addTitle')}>
          <Flex direction="column" gap="4">
            <FormErrors message={formError.message} />
            <FormField label={t('form.name')} error={errors.name?.message}>
              {(control) => <TextField.Root {...control} {...form.register('name')} autoComplete="off" />}
            </FormField>
            <Flex gap="4" wrap="wrap">
              <ChoiceField form={form} name="report" label={t('form.report')} minWidth={180} options={kinds.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} />
              <ChoiceField form={form} name="frequency" label={t('form.frequency')} minWidth={160} options={REPORT_FREQUENCIES.map((f) => ({ value: f, label: t(`frequency.${f}`) }))} />
              {frequency === 'weekly' ? (
                <ChoiceField form={form} name="day_of_week" label={t('form.dayOfWeek')} minWidth={160} options={weekdays.map((d, i) => ({ value: String(i), label: d }))} />
              ) : null}
              {frequency === 'monthly' ? (
                <ChoiceField
                  form={form}
                  name="day_of_month"
                  label={t('form.dayOfMonth')}
                  hint={t('form.dayOfMonthHint')}
                  minWidth={100}
                  options={Array.from({ length: LAST_MONTH_DAY }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
                />
              ) : null}
            </Flex>
            <Flex gap="4" wrap="wrap">
              <FormField label={t('form.time')} error={errors.time_of_day?.message}>
                {(control) => <TextField.Root {...control} {...form.register('time_of_day')} type="time" style={{ minWidth: 140 }} />}
              </FormField>
              <ChoiceField form={form} name="time_zone" label={t('form.zone')} hint={t('form.zoneHint')} minWidth={240} long options={zoneList.map((z) => ({ value: z, label: z }))} />
            </Flex>
            <FormField label={t('form.recipients')} error={errors.recipients?.message} hint={<Text size="1" color="gray">{t('form.recipientsHint')}</Text>}>
              {(control) => <TextArea {...control} {...form.register('recipients')} rows={3} />}
            </FormField>
            <ChecksField form={form} name="formats" legend={t('form.files')} options={REPORT_FORMATS.map((f) => ({ value: f, label: t(`formats.${f}`) }))} />
            {report === 'compliance' || report === 'inactivity' ? (
              <ChecksField form={form} name="platforms" legend={t('form.platforms')} note={t('form.platformsHint')} options={PLATFORM_FAMILIES.map((p) => ({ value: p, label: p }))} />
            ) : null}
            <Controller
              control={form.control}
              name="enabled"
              render={({ field }) => (
                <Text as="label" size="2">
                  <Flex gap="2" align="center">
                    <Switch checked={field.value} onCheckedChange={field.onChange} />
                    {t('form.enabled')}
                  </Flex>
                </Text>
              )}
            />
            <FormActions cancelTo={linkTo(TAB_ROUTES[report])} submitLabel={id ? t('form.save') : t('form.add')} saving={isSubmitting} />
          </Flex>
        </form>
      </Card>
    </Flex>
  );
}
