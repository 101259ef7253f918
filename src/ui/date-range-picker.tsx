// The shared date-range picker (spec part 1 §5, §9; part 2 §5, §9): presets Last 24 hours, 7, 30 and
// 90 days, or a custom range of whole days with nothing after today; a custom range equal to a preset
// comes back as that preset.
import { useState } from 'react';
import { Button, Flex, Popover, Separator, Text } from '@radix-ui/themes';
import { CalendarIcon, CheckIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { FIXED_PRESETS, fromDateInput, presetRange, relabel, toDateInput, type DateRange, type FixedPresetId } from '../lib/date-presets';
import { formatDate } from '../lib/format';

export interface DateRangePickerProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** spec part 2 §5: the Top 10 tables disallow 1D */
  disallow1D?: boolean;
  /** what the picker is for, read by screen readers ('SaaS Apps date range') */
  label?: string;
  size?: '1' | '2';
}

export function DateRangePicker({ value, onChange, disallow1D, label, size = '1' }: DateRangePickerProps) {
  const { t } = useTranslation('ui');
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState(toDateInput(value.s));
  const [to, setTo] = useState(toDateInput(value.e));
  const today = toDateInput(Date.now());
  const presets = FIXED_PRESETS.filter((id) => !(disallow1D && id === 1));

  const start = fromDateInput(from);
  const end = fromDateInput(to);
  const customValid = start !== undefined && end !== undefined && start <= end && from <= today && to <= today;

  function choose(range: DateRange) {
    onChange(range);
    setOpen(false);
  }

  function applyCustom() {
    if (!customValid) return;
    const range = relabel({ s: start, e: end });
    choose(disallow1D && range.preset === 1 ? presetRange(2) : range);
  }

  const current = value.preset === -1 ? t('dateRange.customLabel', { from: formatDate(value.s), to: formatDate(value.e) }) : t(`dateRange.presets.${value.preset}`);

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setFrom(toDateInput(value.s));
          setTo(toDateInput(value.e));
        }
      }}
    >
      <Popover.Trigger>
        <Button variant="soft" color="gray" size={size} aria-label={`${label ?? t('dateRange.label')}: ${current}`}>
          <CalendarIcon aria-hidden />
          {current}
        </Button>
      </Popover.Trigger>
      <Popover.Content size="1" minWidth="240px" aria-label={label ?? t('dateRange.label')}>
        <Flex direction="column" gap="1" role="group" aria-label={label ?? t('dateRange.label')}>
          {presets.map((id: FixedPresetId) => (
            <Button key={id} variant={value.preset === id ? 'soft' : 'ghost'} size="1" onClick={() => choose(presetRange(id))} aria-pressed={value.preset === id} style={{ justifyContent: 'space-between' }}>
              {t(`dateRange.presets.${id}`)}
              {value.preset === id ? <CheckIcon aria-hidden /> : null}
            </Button>
          ))}
        </Flex>
        <Separator size="4" my="3" />
        <Text as="p" size="1" weight="medium" mb="2">
          {t('dateRange.custom')}
        </Text>
        <Flex gap="2" align="end">
          <label>
            <Text as="div" size="1" color="gray">
              {t('dateRange.from')}
            </Text>
            <input className="rt-reset date-input" type="date" value={from} max={to && to < today ? to : today} onChange={(event) => setFrom(event.target.value)} />
          </label>
          <label>
            <Text as="div" size="1" color="gray">
              {t('dateRange.to')}
            </Text>
            <input className="rt-reset date-input" type="date" value={to} min={from || undefined} max={today} onChange={(event) => setTo(event.target.value)} />
          </label>
        </Flex>
        {!customValid && from && to ? (
          <Text as="p" size="1" color="red" mt="2" role="alert">
            {t('dateRange.invalid')}
          </Text>
        ) : null}
        <Flex justify="end" mt="3">
          <Button size="1" onClick={applyCustom} disabled={!customValid}>
            {t('dateRange.apply')}
          </Button>
        </Flex>
      </Popover.Content>
    </Popover.Root>
  );
}
