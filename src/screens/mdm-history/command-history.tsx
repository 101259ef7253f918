// /mdm-history/:id/.../command-history: every MDM command sent to the Mac, live while one waits for it.
import { useTranslation } from 'react-i18next';
import { Flex, Text } from '@radix-ui/themes';
import { MdmCommandTable, useMdmDevice } from './parts';

export default function CommandHistory() {
  const { t } = useTranslation('mdm-history');
  const { id } = useMdmDevice();
  return (
    <Flex direction="column" gap="2">
      <Text size="1" color="gray">{t('live')}</Text>
      <MdmCommandTable id={id} caption={t('commandsCaption')} emptyText={t('commandsEmpty')} />
    </Flex>
  );
}
