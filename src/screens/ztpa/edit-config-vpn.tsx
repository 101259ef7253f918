// /edit-config-vpn/{id?} (Policies › ZTPA; spec part 2 §9 step 3, issue 22): one gateway's subnets and the
// policies saying which groups reach which subnets and ports — the setup's third step on its own. The
// server's reasons land on the fields; a saved change returns to Gateway Policies.
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Card, Link, Text } from '@radix-ui/themes';
import { ztpaMutations, ztpaQueries, draftOf } from '../../api/queries/ztpa';
import { usePageHeading } from '../../app/layout/page-heading';
import { linkTo } from '../../lib/links';
import { readFailure, type SetupFailure } from '../../machines/ztpa-setup/ztpa-setup';
import { ErrorState } from '../../ui/error-state';
import { useToast } from '../../ui/toast';
import { PoliciesStep } from './setup-steps';

export default function EditConfigVpn() {
  const { t } = useTranslation('ztpa');
  const { t: tu } = useTranslation('ui');
  const id = useParams().id;
  const client = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const config = useQuery({ ...ztpaQueries.config(id ?? ''), enabled: Boolean(id) });
  const save = useMutation(ztpaMutations.setPolicies(client));
  const [failure, setFailure] = useState<SetupFailure | null>(null);
  const name = config.data?.name ?? '';
  usePageHeading({ subheading: name ? t('editPolicy.subtitle', { name }) : undefined });

  if (!id) {
    return (
      <Text>
        <Link asChild>
          <RouterLink to={linkTo('config-vpn')}>{t('editPolicy.missing')}</RouterLink>
        </Link>
      </Text>
    );
  }
  if (config.isError) return <ErrorState />;
  if (!config.data) return <Text color="gray">{t('loading')}</Text>;

  return (
    <Card size="3" style={{ maxWidth: 880 }}>
      <PoliciesStep
        values={draftOf(config.data).policies}
        failure={failure}
        saving={save.isPending}
        submitLabel={t('editPolicy.save')}
        actions={
          <Button asChild variant="soft" color="gray">
            <RouterLink to={linkTo('config-vpn')}>{tu('form.cancel')}</RouterLink>
          </Button>
        }
        onSubmit={(values) => {
          setFailure(null);
          save.mutate(
            { id, values },
            {
              onSuccess: () => {
                toast({ kind: 'success', title: t('editPolicy.saved', { name }) });
                navigate(linkTo('config-vpn'));
              },
              onError: (error) => setFailure(readFailure('policies', error)),
            },
          );
        }}
      />
    </Card>
  );
}
