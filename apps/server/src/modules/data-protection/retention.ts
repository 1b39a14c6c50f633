import type { RetentionReview } from '@empowerment/shared/data-protection';
import { sql } from 'drizzle-orm';
import type { Runner } from '../../db/client';

/** Months a closed record is kept (null: no limit, the default). */
export async function retentionMonths(db: Runner): Promise<number | null> {
  const { rows } = await db.execute<{ retention_months: number | null }>(
    sql`select retention_months from data_protection_settings where id = 1`,
  );
  return rows[0]?.retention_months ?? null;
}

export async function setRetentionMonths(db: Runner, months: number | null) {
  await db.execute(
    sql`insert into data_protection_settings (id, retention_months) values (1, ${months})
        on conflict (id) do update set retention_months = excluded.retention_months, updated_at = now()`,
  );
}

/**
 * The daily review (the retention job): lists the closed records (project not active, with an exit
 * day) whose exit day is further back than the retention period, not anonymised yet; drops from the
 * list those no longer past it (reopened, or a longer period). Never deletes nor changes a record.
 * Answers how many are listed.
 */
export async function listPastRetention(db: Runner): Promise<{ listed: number }> {
  return db.transaction(async (tx) => {
    const past = sql`
      select d.beneficiary_id, d.project_date_exit
      from data_projects d
      join data_protection_settings s on s.id = 1 and s.retention_months is not null
      where not d.active and d.project_date_exit is not null
        and d.project_date_exit < ((now() at time zone 'Europe/Rome')::date - make_interval(months => s.retention_months))::date
        and not exists (select 1 from beneficiary_anonymisations a where a.beneficiary_id = d.beneficiary_id)`;
    await tx.execute(sql`delete from retention_reviews r where r.beneficiary_id not in (select beneficiary_id from (${past}) p)`);
    await tx.execute(
      sql`insert into retention_reviews (beneficiary_id, project_date_exit) select beneficiary_id, project_date_exit from (${past}) p
          on conflict (beneficiary_id) do update set project_date_exit = excluded.project_date_exit`,
    );
    const { rows } = await tx.execute<{ n: number }>(sql`select count(*)::int as n from retention_reviews`);
    return { listed: rows[0].n };
  });
}

/** The review list, the longest closed first. */
export async function retentionReviews(db: Runner): Promise<RetentionReview[]> {
  const { rows } = await db.execute<RetentionReview>(
    sql`select r.beneficiary_id, b.id_public, r.project_date_exit::text as project_date_exit,
          to_char(r.listed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as listed_at
        from retention_reviews r join beneficiaries b on b.id = r.beneficiary_id
        order by r.project_date_exit, r.beneficiary_id`,
  );
  return rows;
}
