import { Fragment } from 'react';
import { List, Stack, Text, Title } from '@mantine/core';
import { PRIVACY_MISSING, privacyNotice, type NoticePart, type PrivacyPolicyInput } from '@empowerment/shared/information';

/** A part an administrator sets: its value, or plainly 'da indicare' with what is missing. */
function Part({ part }: { part: NoticePart }) {
  if (typeof part === 'string') return <>{part}</>;
  if (part.value) return <strong>{part.value}</strong>;
  return (
    <Text span fw={700} fs="italic" td="underline" title={part.label}>
      [{PRIVACY_MISSING}: {part.label}]
    </Text>
  );
}

const Parts = ({ parts }: { parts: NoticePart[] }) => (
  <>
    {parts.map((part, i) => (
      <Part key={i} part={part} />
    ))}
  </>
);

/** The notice of artt. 13-14 GDPR, its fixed text from the shared package, its variable parts filled. */
export function PrivacyNotice({ values }: { values: PrivacyPolicyInput }) {
  return (
    <Stack gap="lg">
      {privacyNotice(values).map((section) => (
        <section key={section.heading}>
          <Title order={2} size="h4" mb="xs">
            {section.heading}
          </Title>
          <Stack gap="xs">
            {section.blocks.map((block, i) =>
              block.kind === 'p' ? (
                <Text key={i} size="sm">
                  <Parts parts={block.parts} />
                </Text>
              ) : (
                <List key={i} size="sm" spacing={4} withPadding>
                  {block.items.map((item, j) => (
                    <List.Item key={j}>
                      <Fragment>
                        <Parts parts={item} />
                      </Fragment>
                    </List.Item>
                  ))}
                </List>
              ),
            )}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
