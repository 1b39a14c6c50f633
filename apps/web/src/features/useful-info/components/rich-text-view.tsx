import { Typography } from '@mantine/core';

/**
 * HTML as the server stored it: cleaned on save to an allow-list of tags and link schemes
 * (no script, style, event handler or javascript: link survives), so it is shown as it is.
 */
export function RichTextView({ html }: { html: string }) {
  return (
    <Typography>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
