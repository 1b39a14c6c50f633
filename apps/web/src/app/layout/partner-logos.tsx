import { Anchor, Group, Image, Stack, Text } from '@mantine/core';
import { FUNDER_LOGOS, PARTNER_LOGOS, type Logo } from '../../config/logos';

function LogoRow({ title, logos }: { title: string; logos: Logo[] }) {
  if (logos.length === 0) return null;
  return (
    <Stack gap={6} align="center">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {title}
      </Text>
      <Group justify="center" gap="lg">
        {logos.map((logo) => {
          // width and height give the image its proportions before it has loaded: the row does not move when it comes
          const image = <Image src={logo.src} alt={logo.name} width={logo.width} height={logo.height} h={40} w="auto" fit="contain" />;
          return logo.href ? (
            <Anchor key={logo.name} href={logo.href} target="_blank" rel="noopener noreferrer">
              {image}
            </Anchor>
          ) : (
            <span key={logo.name}>{image}</span>
          );
        })}
      </Group>
    </Stack>
  );
}

/** The partners and funders of the programme, below the main content. */
export function PartnerLogos() {
  return (
    <Stack component="footer" gap="md" py="lg" mt="xl" aria-label="Partner e finanziatori">
      <LogoRow title="Partner" logos={PARTNER_LOGOS} />
      <LogoRow title="Con il sostegno di" logos={FUNDER_LOGOS} />
    </Stack>
  );
}
