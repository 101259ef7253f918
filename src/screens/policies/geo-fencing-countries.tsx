// The geo-fence's countries: a searchable multi-select that shows names and keeps ISO codes
// (src/lib/countries.ts). Chosen countries sit above the list as removable chips.
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Box, Checkbox, Flex, IconButton, ScrollArea, Text, TextField } from '@radix-ui/themes';
import { Cross2Icon, MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { COUNTRIES, countryName } from '../../lib/countries';

export interface CountryPickerProps {
  value: readonly string[];
  onChange: (codes: string[]) => void;
  id?: string;
  invalid?: boolean;
  describedBy?: string;
}

export function CountryPicker({ value, onChange, id, invalid, describedBy }: CountryPickerProps) {
  const { t } = useTranslation('web-policies');
  const [text, setText] = useState('');
  const listId = useId();
  const chosen = new Set(value);
  const shown = useMemo(() => {
    const needle = text.trim().toLowerCase();
    if (!needle) return COUNTRIES;
    return COUNTRIES.filter((c) => c.name.toLowerCase().includes(needle) || c.code.toLowerCase() === needle);
  }, [text]);

  function toggle(code: string, on: boolean) {
    onChange(on ? [...value, code] : value.filter((c) => c !== code));
  }

  return (
    <Flex direction="column" gap="2">
      {value.length > 0 ? (
        <Flex gap="2" wrap="wrap" aria-label={t('geo.chosen')} role="list">
          {value.map((code) => (
            <Badge key={code} size="2" variant="soft" role="listitem">
              {countryName(code)}
              <IconButton type="button" size="1" variant="ghost" aria-label={t('geo.removeCountry', { name: countryName(code) })} onClick={() => toggle(code, false)}>
                <Cross2Icon />
              </IconButton>
            </Badge>
          ))}
        </Flex>
      ) : null}
      <TextField.Root
        id={id}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={t('geo.countrySearch')}
        aria-controls={listId}
        aria-invalid={invalid}
        aria-describedby={describedBy}
      >
        <TextField.Slot>
          <MagnifyingGlassIcon aria-hidden />
        </TextField.Slot>
      </TextField.Root>
      <Box style={{ border: '1px solid var(--gray-a6)', borderRadius: 'var(--radius-2)' }}>
        <ScrollArea type="auto" scrollbars="vertical" style={{ maxHeight: 220 }}>
          <Flex id={listId} direction="column" gap="1" p="2" role="group" aria-label={t('geo.countries')}>
            {shown.length === 0 ? <Text color="gray" size="2">{t('geo.noCountry')}</Text> : null}
            {shown.map((country) => (
              <Text as="label" size="2" key={country.code}>
                <Flex gap="2" align="center">
                  <Checkbox checked={chosen.has(country.code)} onCheckedChange={(on) => toggle(country.code, on === true)} />
                  {country.name}
                  <Text color="gray" size="1">
                    {country.code}
                  </Text>
                </Flex>
              </Text>
            ))}
          </Flex>
        </ScrollArea>
      </Box>
    </Flex>
  );
}
