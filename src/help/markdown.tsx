// Help and setup texts are markdown (spec part 2 §9 content as data). react-markdown renders no raw
// HTML (DESIGN.md security); links inside the console stay in the single-page app.
import ReactMarkdown, { type Components } from 'react-markdown';
import { Code, Link, Text } from '@radix-ui/themes';
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
