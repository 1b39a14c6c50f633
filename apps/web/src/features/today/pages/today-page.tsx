import { Anchor, Badge, Card, Group, Select, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@empowerment/shared';
import { TODAY_KINDS, TODAY_TEXT, type TodayAnswer, type TodayItem } from '@empowerment/shared/today';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { useSession } from '../../auth';
import { findTableItemLabel, tableListOptions, useReferenceData } from '../../../lib/reference-data';
import { useToday } from '../api/today';

type Person = TodayItem['beneficiary'];
const fullName = (p: Person) => `${p.surname} ${p.name}`;

function Section({ title, empty, children, count }: { title: string; empty: string; count: number; children: React.ReactNode }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {count > 0 && <Badge variant="light">{count}</Badge>}
      </Group>
      {count === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        children
      )}
    </Card>
  );
}

/** One deadline: whose, what, when; the link opens her record at the tab it belongs to. */
function DueItem({ item, today, municipio }: { item: TodayItem; today: string; municipio?: string }) {
  const overdue = item.date < today;
  return (
    <li>
      <Group gap="xs" wrap="nowrap" align="baseline">
        <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }} c={overdue ? 'red.8' : undefined}>
          {formatDate(item.date)}
        </Text>
        <Text size="sm">
          <Anchor component={Link} to={paths.beneficiary.getHref(item.beneficiary.ID, item.tab)}>
            {fullName(item.beneficiary)}
          </Anchor>
          {item.detail && ` · ${item.detail}`}
          {municipio && ` · ${municipio}`}
          {overdue && ` · ${TODAY_TEXT.overdue}`}
        </Text>
      </Group>
    </li>
  );
}

function TodaySkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} role="status" aria-label={TODAY_TEXT.loading}>
      {Array.from({ length: 4 }, (_, i) => (
        <Card withBorder key={i}>
          <Skeleton height={20} width="60%" mb="sm" />
          <Skeleton height={12} mb={6} />
          <Skeleton height={12} width="80%" />
        </Card>
      ))}
    </SimpleGrid>
  );
}

function TodayContent({ data }: { data: TodayAnswer }) {
  const { tableLists } = useReferenceData();
  const municipioOf = (id: number | null) =>
    data.scope === 'programme' ? (findTableItemLabel(tableLists, 'municipi', id) ?? TODAY_TEXT.noMunicipio) : undefined;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {data.sections.map((section) => (
          <Section key={section.kind} title={TODAY_KINDS[section.kind].title} empty={TODAY_KINDS[section.kind].empty} count={section.total}>
            <Stack component="ul" gap={6} m={0} pl="md">
              {section.items.map((item) => (
                <DueItem
                  key={`${item.record_id}-${item.beneficiary.ID}`}
                  item={item}
                  today={data.today}
                  municipio={municipioOf(item.municipio_id)}
                />
              ))}
            </Stack>
            {section.total > section.items.length && (
              <Text size="xs" c="dimmed" mt="xs">
                {TODAY_TEXT.more(section.items.length, section.total)}
              </Text>
            )}
          </Section>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section title={TODAY_TEXT.recent} empty={TODAY_TEXT.recentEmpty} count={data.recent.length}>
          <Stack component="ul" gap={6} m={0} pl="md">
            {data.recent.map((r) => (
              <li key={r.beneficiary.ID}>
                <Anchor size="sm" component={Link} to={paths.beneficiary.getHref(r.beneficiary.ID, r.tab)}>
                  {fullName(r.beneficiary)}
                </Anchor>
              </li>
            ))}
          </Stack>
        </Section>
        <Section title={TODAY_TEXT.followed} empty={TODAY_TEXT.followedEmpty} count={data.followed.total}>
          <Stack component="ul" gap={6} m={0} pl="md">
            {data.followed.items.map((p) => (
              <li key={p.ID}>
                <Anchor size="sm" component={Link} to={paths.beneficiary.getHref(p.ID)}>
                  {fullName(p)}
                </Anchor>
              </li>
            ))}
          </Stack>
          {data.followed.total > data.followed.items.length && (
            <Text size="xs" c="dimmed" mt="xs">
              {TODAY_TEXT.more(data.followed.items.length, data.followed.total)}
            </Text>
          )}
        </Section>
      </SimpleGrid>
    </Stack>
  );
}

/** 'Oggi': what is due in the next days for the beneficiaries she follows (the programme, by municipio, for administrators). */
export function TodayPage() {
  const { isAdmin } = useSession();
  const { tableLists } = useReferenceData();
  const [municipioId, setMunicipioId] = useState<number | null>(null);
  const today = useToday(isAdmin ? municipioId : null);
  const totals = new Map(today.data?.by_municipio.map((m) => [m.municipio_id, m.total]));
  const municipi = tableListOptions(tableLists, 'municipi').map((o) => ({
    value: String(o.value),
    label: `${o.label} (${totals.get(o.value) ?? 0})`,
  }));
  return (
    <>
      <PageHeader
        title={TODAY_TEXT.title}
        description={isAdmin ? TODAY_TEXT.introAdmin : TODAY_TEXT.intro}
        actions={
          isAdmin && (
            <Select
              label={TODAY_TEXT.municipio}
              placeholder={TODAY_TEXT.allMunicipi}
              data={municipi}
              value={municipioId ? String(municipioId) : null}
              onChange={(value) => setMunicipioId(value ? Number(value) : null)}
              clearable
              w={260}
            />
          )
        }
      />
      {today.isPending ? (
        <TodaySkeleton />
      ) : today.isError ? (
        <LoadError message={TODAY_TEXT.failed} onRetry={() => void today.refetch()} />
      ) : (
        <TodayContent data={today.data} />
      )}
    </>
  );
}
