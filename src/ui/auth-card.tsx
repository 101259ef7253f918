import type { ReactNode } from 'react';
import { Box, Card, Flex, Heading, Text } from '@radix-ui/themes';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children?: ReactNode;
  width?: number;
  /** the line above the title */
  brand?: string;
  /** `section` where the page already has its main landmark */
  landmark?: 'main' | 'section';
}

/** The centred card of the pages outside the console's frame: sign-in, sign-up, SSO callbacks, MDM enrolment. */
export function AuthCard({ title, subtitle, children, width = 420, brand = 'Palisade', landmark = 'main' }: AuthCardProps) {
  const Landmark = landmark;
  return (
    <Flex asChild align="center" justify="center" p="4" style={{ minHeight: '100vh', background: 'var(--gray-2)' }}>
      <Landmark>
        <Box width="100%" maxWidth={`${width}px`}>
          <Card size="4">
            <Flex direction="column" gap="4">
              <Box>
                <Text as="p" size="2" weight="bold" color="indigo">
                  {brand}
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
      </Landmark>
    </Flex>
  );
}
