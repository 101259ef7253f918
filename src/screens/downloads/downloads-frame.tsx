// The frame of the download pages. Signed in, the breadcrumb bar carries the heading; signed out (the
// download pages are public, spec part 2 §2.6) the page shows its own.
import type { ReactNode } from 'react';
import { Box, Heading, Text } from '@radix-ui/themes';
import { usePageHeading } from '../../app/layout/page-heading';
import { useSession } from '../../app/session/use-session';

export function DownloadsFrame({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  const { status } = useSession();
  usePageHeading({ heading: title, subheading: subtitle });
  const signedIn = status === 'ready';
  return (
    <Box py="2" px={signedIn ? '0' : '6'} style={{ maxWidth: 1100 }}>
      {signedIn ? null : (
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
