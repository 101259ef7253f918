// The frame of the help pages. Signed in, the breadcrumb bar carries the heading; signed out (the help
// centre is public, spec part 2 §2.6) the page shows its own.
import type { ReactNode } from 'react';
import { Box, Heading, Text } from '@radix-ui/themes';
import { usePageHeading } from '../../app/layout/page-heading';
import { useSession } from '../../app/session/use-session';

export function HelpPage({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { status } = useSession();
  usePageHeading({ heading: title, subheading: subtitle });
  return (
    <Box py="2" px={status === 'ready' ? '0' : '6'} style={{ maxWidth: 1100 }}>
      {status === 'ready' ? null : (
        <Box mb="4">
          <Heading as="h1" size="7">
            {title}
          </Heading>
          {subtitle ? (
            <Text as="p" size="3" color="gray">
              {subtitle}
            </Text>
          ) : null}
        </Box>
      )}
      {children}
    </Box>
  );
}
