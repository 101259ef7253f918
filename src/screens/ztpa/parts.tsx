// Small pieces the ZTPA screens share: the gateway status badge, a list of subnets, traffic in and out,
// the Allow/Deny badge, and the current range as the calls' s and e.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Code, Flex, Text } from '@radix-ui/themes';
import { GATEWAY_STATUSES } from '../../api/contract/catalog';
import type { GatewayStatus, ZtpaAction } from '../../api/contract/ztpa';
import { ChoiceFilter } from '../../ui/choice-filter';
import { SearchBox } from '../../ui/search-box';
import type { DateRange } from '../../lib/date-presets';
import { formatBytes } from '../../lib/format';

export function GatewayStatusBadge({ status }: { status: GatewayStatus }) {
  const { t } = useTranslation('ztpa');
  return (
    <Badge color={status === 'ONLINE' ? 'green' : 'gray'} variant="soft" data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}

export function ActionBadge({ action }: { action: ZtpaAction }) {
  const { t } = useTranslation('ztpa');
  return (
    <Badge color={action === 'Allow' ? 'green' : 'red'} variant="soft" data-action={action}>
      {t(`action.${action}`)}
    </Badge>
  );
}

export function SubnetList({ subnets }: { subnets: readonly string[] }) {
  const { t } = useTranslation('ztpa');
  if (subnets.length === 0) return <Text color="gray">{t('none')}</Text>;
  return (
    <Flex direction="column" gap="1">
      {subnets.map((s) => (
        <Code key={s} variant="ghost" size="2" style={{ whiteSpace: 'nowrap' }}>
          {s}
        </Code>
      ))}
    </Flex>
  );
}

export function Traffic({ bytesIn, bytesOut }: { bytesIn: number; bytesOut: number }) {
  const { t } = useTranslation('ztpa');
  return (
    <Flex direction="column">
      <Text wrap="nowrap">{t('gateways.bytesIn', { value: formatBytes(bytesIn) })}</Text>
      <Text wrap="nowrap" size="1" color="gray">
        {t('gateways.bytesOut', { value: formatBytes(bytesOut) })}
      </Text>
    </Flex>
  );
}

/** The calls' s and e for a picked range. */
export function rangeQuery(range: DateRange): { s?: number; e?: number } {
  return { s: range.s, e: range.e };
}

/** The range filters of a screen's URL, carried to the screen a link opens. */
export function rangeCarried(params: { range?: number; s?: number; e?: number }): { range?: number; s?: number; e?: number } {
  return { range: params.range, s: params.s, e: params.e };
}

/** The gateway lists' filter bar: search and status from the URL, then the screen's own controls. */
export function GatewayFilters({ params, update, children }: {
  params: { q?: string; status?: GatewayStatus[] };
  update: (patch: { q?: string; status?: GatewayStatus[] }) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('ztpa');
  return (
    <Flex gap="2" wrap="wrap" align="center" role="group" aria-label={t('gateways.filters')}>
      <Box width="260px" maxWidth="100%">
        <SearchBox value={params.q ?? ''} onSearch={(q) => update({ q: q || undefined })} label={t('gateways.search')} placeholder={t('gateways.searchPlaceholder')} />
      </Box>
      <ChoiceFilter<GatewayStatus>
        label={t('gateways.statusFilter')}
        options={GATEWAY_STATUSES}
        value={params.status ?? []}
        onChange={(status) => update({ status: status.length ? status : undefined })}
        text={(s) => t(`status.${s}`)}
      />
      {children}
    </Flex>
  );
}
