// A custom app's optional icon, sent as a data URL (contract: PNG, JPEG or SVG, at most 256 KB).
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Flex, Text } from '@radix-ui/themes';
import { IMAGE_MAX_BYTES } from '../../api/contract/saas';

const TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'];

export function ImageInput({ value, onChange, error }: { value: string | null; onChange: (v: string | null) => void; error?: string }) {
  const { t } = useTranslation('saas-policies');
  const id = useId();
  const [local, setLocal] = useState<string | null>(null);
  const message = local ?? error;

  function pick(file: File | undefined) {
    setLocal(null);
    if (!file) return onChange(null);
    if (!TYPES.includes(file.type)) return setLocal(t('custom.imageHint'));
    if (file.size > IMAGE_MAX_BYTES) return setLocal(t('custom.imageTooBig'));
    const reader = new FileReader();
    reader.onload = () => onChange(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(file);
  }

  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {t('custom.image')}
      </Text>
      <Flex align="center" gap="3">
        <input id={id} type="file" accept={TYPES.join(',')} onChange={(e) => pick(e.target.files?.[0])} aria-describedby={`${id}-hint`} />
        {value ? (
          <>
            <img src={value} alt="" width={24} height={24} />
            <Button type="button" size="1" variant="ghost" onClick={() => onChange(null)}>
              {t('access.remove')}
            </Button>
          </>
        ) : null}
      </Flex>
      <Text id={`${id}-hint`} size="1" color="gray">
        {t('custom.imageHint')}
      </Text>
      {message ? (
        <Text size="1" color="red">
          {message}
        </Text>
      ) : null}
    </Flex>
  );
}
