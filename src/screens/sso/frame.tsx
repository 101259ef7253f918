// The bare frame of the SSO pages (callback, Okta pass-through): a centred card, like the sign-in page.
import type { ReactNode } from 'react';
import { Box, Card, Flex, Heading, Text } from '@radix-ui/themes';

export function SsoFrame({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <Flex asChild align="center" justify="center" p="4" style={{ minHeight: '100vh', background: 'var(--gray-2)' }}>
      <main>
        <Box width="100%" maxWidth="420px">
          <Card size="4">
            <Flex direction="column" gap="4">
              <Box>
                <Text as="p" size="2" weight="bold" color="indigo">
                  Palisade
                </Text>
                <Heading as="h1" size="6">
                  {title}
                </Heading>
                {subtitle ? (
                  <Text as="p" size="2" color="gray" mt="1">
                    {subtitle}
                  </Text>
                ) : null}
              </Box>
              {children}
            </Flex>
          </Card>
        </Box>
      </main>
    </Flex>
  );
}
