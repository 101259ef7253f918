// /enroll-mdm (issue 20): with a checked PIN (from /mdm-login, or typed here), what the company's profile
// installs (GET /mdm/enroll-pin?code=) and the download (POST /mdm/enroll-pin); then /success-enrollment,
// or /error-enrollment with the server's exception text.
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Code, Flex, Text } from '@radix-ui/themes';
import { DownloadIcon } from '@radix-ui/react-icons';
import { mdmEnrolMutations, mdmEnrolQueries } from '../../api/queries/mdm-enrol';
import { formatDateTime } from '../../lib/format';
import { linkTo } from '../../lib/links';
import { FormErrors } from '../../ui/form-errors';
import { EnrolFrame, enrolmentError, Facts, PinForm } from './shared';

function codeFromState(state: unknown): string | null {
  const code = (state as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}

function Profile({ code, onOther }: { code: string; onOther: () => void }) {
  const { t } = useTranslation('mdm-enrol');
  const navigate = useNavigate();
  const check = useQuery(mdmEnrolQueries.pinCheck(code));
  const download = useMutation(mdmEnrolMutations.downloadProfile());
  if (check.isPending) {
    return (
      <EnrolFrame title={t('pin.title')}>
        <Text color="gray" role="status">
          {t('enroll.checking')}
        </Text>
      </EnrolFrame>
    );
  }
  if (check.isError) {
    return (
      <EnrolFrame title={t('error.title')}>
        <FormErrors message={enrolmentError(check.error)} />
        <Button variant="soft" onClick={onOther}>
          {t('enroll.otherPin')}
        </Button>
      </EnrolFrame>
    );
  }
  const info = check.data;
  return (
    <EnrolFrame title={t('enroll.title', { account: info.account_name })} subtitle={t('enroll.subtitle', { account: info.account_name })}>
      <Text size="2">{t('enroll.contains')}</Text>
      <ul style={{ margin: 0, paddingLeft: 'var(--space-5)' }}>
        {info.profile.payloads.map((p) => (
          <li key={p.type}>
            <Text size="2">
              {p.name} <Code size="1">{p.type}</Code>
            </Text>
          </li>
        ))}
      </ul>
      <Facts
        items={[
          [t('enroll.server'), info.profile.server_url],
          [t('enroll.topic'), info.profile.push_topic ?? t('enroll.noTopic')],
        ]}
      />
      <Text size="2">{info.profile.signed ? t('enroll.signed') : t('enroll.unsigned')}</Text>
      <Text size="2" color="gray">
        {t('enroll.expires', { date: formatDateTime(info.expires_at) })}
        {info.single_use ? ` ${t('enroll.oneTime')}` : ''}
      </Text>
      <Flex gap="3" wrap="wrap">
        <Button
          size="3"
          loading={download.isPending}
          onClick={() =>
            download.mutate(code, {
              onSuccess: () => navigate(linkTo('success-enrollment')),
              onError: (error) => navigate(linkTo('error-enrollment'), { state: { message: enrolmentError(error) } }),
            })
          }
        >
          <DownloadIcon aria-hidden /> {t('enroll.download')}
        </Button>
        <Button size="3" variant="soft" onClick={onOther}>
          {t('enroll.otherPin')}
        </Button>
      </Flex>
    </EnrolFrame>
  );
}

export default function EnrollMdm() {
  const { t } = useTranslation('mdm-enrol');
  const location = useLocation();
  const [code, setCode] = useState<string | null>(() => codeFromState(location.state));
  if (code) return <Profile code={code} onOther={() => setCode(null)} />;
  return (
    <EnrolFrame title={t('pin.title')} subtitle={t('pin.subtitle')}>
      <PinForm onValid={(next) => setCode(next)} />
    </EnrolFrame>
  );
}
