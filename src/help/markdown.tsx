// Help and setup texts are markdown (spec part 2 §9 content as data). react-markdown renders no raw
// HTML (DESIGN.md security); links inside the console stay in the single-page app.
import ReactMarkdown, { type Components } from 'react-markdown';
import { Code, Heading, Link, Text } from '@radix-ui/themes';
import { Link as RouterLink } from 'react-router-dom';

const components: Components = {
  a: ({ href = '', children }) =>
    href.startsWith('/') ? (
      <Link asChild underline="always">
        <RouterLink to={href}>{children}</RouterLink>
      </Link>
    ) : (
      <Link href={href} target="_blank" rel="noreferrer noopener" underline="always">
        {children}
      </Link>
    ),
  p: ({ children }) => (
    <Text as="p" size="2" mb="2">
      {children}
    </Text>
  ),
  code: ({ children }) => <Code>{children}</Code>,
  // The texts sit under the page's own h2 sections, so their headings are one level below.
  h1: ({ children }) => (
    <Heading as="h3" size="3" mt="3" mb="1">
      {children}
    </Heading>
  ),
  h2: ({ children }) => (
    <Heading as="h3" size="3" mt="3" mb="1">
      {children}
    </Heading>
  ),
  h3: ({ children }) => (
    <Heading as="h3" size="3" mt="3" mb="1">
      {children}
    </Heading>
  ),
  li: ({ children }) => (
    <Text size="2" asChild>
      <li>{children}</li>
    </Text>
  ),
};

export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div className={['help-markdown', className].filter(Boolean).join(' ')}>
      <ReactMarkdown components={components} skipHtml>
        {children}
      </ReactMarkdown>
    </div>
  );
}
