/**
 * A news body's Markdown, rendered safely: react-markdown builds React elements (no innerHTML), drops raw HTML (no
 * rehype-raw, on purpose: a `<script>` or an `onerror` in the text never reaches the page) and its default URL
 * transform blanks `javascript:` and other unsafe links. Loaded lazily: the shell downloads it when news is opened.
 */
import { Anchor, Blockquote, Box, Code, List, Table, Text, Title } from '@mantine/core';
import Markdown, { type Components } from 'react-markdown';

const COMPONENTS: Components = {
  // Headings start at h3: the page or drawer already has its own.
  h1: ({ children }) => <Title order={3}>{children}</Title>,
  h2: ({ children }) => <Title order={4}>{children}</Title>,
  h3: ({ children }) => <Title order={5}>{children}</Title>,
  p: ({ children }) => (
    <Text size="sm" my="xs">
      {children}
    </Text>
  ),
  // A link with no safe address left (e.g. a `javascript:` one) is plain text.
  a: ({ href, children }) =>
    href ? (
      <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
        {children}
      </Anchor>
    ) : (
      <span>{children}</span>
    ),
  ul: ({ children }) => (
    <List size="sm" my="xs">
      {children}
    </List>
  ),
  ol: ({ children }) => (
    <List type="ordered" size="sm" my="xs">
      {children}
    </List>
  ),
  li: ({ children }) => <List.Item>{children}</List.Item>,
  blockquote: ({ children }) => <Blockquote my="xs">{children}</Blockquote>,
  code: ({ children }) => <Code>{children}</Code>,
  table: ({ children }) => <Table withTableBorder>{children}</Table>,
  // Images would load from anywhere the author typed: shown as their alt text only.
  img: ({ alt }) => <span>{alt}</span>,
};

export function NewsMarkdown({ source }: { source: string }) {
  return (
    <Box data-testid="news-body" style={{ overflowWrap: 'anywhere' }}>
      <Markdown components={COMPONENTS} skipHtml>
        {source}
      </Markdown>
    </Box>
  );
}
