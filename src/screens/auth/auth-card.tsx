import type { ReactNode } from 'react';
import { Box, Card, Flex, Heading, Text } from '@radix-ui/themes';

/** The frame of the sign-in and sign-up pages. */
export function AuthCard({ title, subtitle, children, width = 420 }: { title: string; subtitle?: string; children: ReactNode; width?: number }) {
  return (
    <Flex asChild align="center" justify="center" p="4" style={{ minHeight: '100vh', background: 'var(--gray-2)' }}>
      <main>
        <Box width="100%" maxWidth={`${width}px`}>
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
