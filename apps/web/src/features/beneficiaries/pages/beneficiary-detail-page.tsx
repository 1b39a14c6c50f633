import { Suspense, useDeferredValue, useState } from 'react';
import { Alert, Center, Loader, Stack } from '@mantine/core';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  BENEFICIARY_DELETE_REDIRECT_MS,
  BENEFICIARY_HEADER_SKELETON_MS,
  BENEFICIARY_MSG,
  type Beneficiary,
} from '@empowerment/shared/beneficiaries';
import { ConfirmModal } from '../../../components/confirm-modal';
import { useMinDuration } from '../../../components/data-table';
import { useConfirmedDelete } from '../../../components/use-confirmed-delete';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-handler';
import { useTitleDetail } from '../../../lib/title-detail';
import { useSession } from '../../auth';
import { DataProtectionPanel } from '../../data-protection';
import { SelfEmploymentNotice } from '../../self-employment';
import { beneficiaryKeys } from '../api/beneficiary-keys';
import { useDeleteBeneficiary } from '../api/delete-beneficiary';
import { useBeneficiary } from '../api/get-beneficiary';
import { BeneficiaryHeader, BeneficiaryHeaderSkeleton } from '../components/beneficiary-header';
import { ACTIVITY_LOG_TAB, PERSONAL_DATA_TAB, SELF_EMPLOYMENT_TAB, parseTab } from '../components/beneficiary-tab-list';
import { BeneficiaryTabs } from '../components/beneficiary-tabs';
import { PersonalDataTab } from '../components/personal-data-tab';
import { sectionTabs } from '../sections';
import { lazyComponent } from '../../../lib/lazy-route';

const TAB_PARAM = 'tab';

/** The Registro Attività tab (administrators) as its own chunk, loaded when it is opened. */
const ActivityLogTab = lazyComponent(() => import('../components/activity-log-tab'), 'ActivityLogTab');

/** While a tab's chunk arrives: the header and the tabs stay, the panel shows it is loading. */
const tabLoading = (
  <Center py="xl">
    <Loader aria-label="Caricamento della scheda" />
  </Center>
);

/** /beneficiari/{id}: her header and her record's tabs (spec 02 §2). */
export function BeneficiaryDetailPage() {
  const { id: idParam } = useParams();
  const id = /^\d+$/.test(idParam ?? '') ? Number(idParam) : null;
  if (id == null || id < 1 || id > 2_147_483_647) return <Navigate to={paths.notFound.getHref()} replace />;
  return <BeneficiaryRecord key={id} id={id} />;
}

function BeneficiaryRecord({ id }: { id: number }) {
  const { isAdmin, operatorLoading } = useSession();
  const beneficiary = useBeneficiary(id);
  const showSkeleton = useMinDuration(beneficiary.isPending, BENEFICIARY_HEADER_SKELETON_MS);
  const [search, setSearch] = useSearchParams();
  const tab = parseTab(search.get(TAB_PARAM), isAdmin);
  const remove = useDeleteBeneficiary();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // once she is deleted here, a late reload's 404 must not beat the return to the list
  const [gone, setGone] = useState(false);
  useTitleDetail(beneficiary.data ? `${beneficiary.data.name} ${beneficiary.data.surname}` : undefined);
  const deleting = useConfirmedDelete({
    remove: (beneficiaryId: number) => remove.mutateAsync(beneficiaryId),
    onDeleted: (beneficiaryId) => {
      setGone(true);
      // spec 02 §2: back to the list a moment after the notice
      setTimeout(() => {
        queryClient.removeQueries({ queryKey: beneficiaryKeys.detail(beneficiaryId) });
        void queryClient.invalidateQueries({ queryKey: beneficiaryKeys.lists });
        navigate(paths.beneficiaries.getHref(), { replace: true });
      }, BENEFICIARY_DELETE_REDIRECT_MS);
    },
  });

  // Her record's first drawing (the header, the tabs, the personal data form) is the page's longest
  // render: deferred, React draws it in slices and the phone answers in between (bench M6), the
  // skeleton staying until it is done.
  const drawRecord = useDeferredValue(!showSkeleton && beneficiary.data != null && !operatorLoading);

  if (!gone && beneficiary.isError && beneficiary.error instanceof ApiError && beneficiary.error.status === 404) {
    return <Navigate to={paths.notFound.getHref()} replace />;
  }
  if (beneficiary.isError && !beneficiary.data) return <Alert color="red">{errorMessage(beneficiary.error)}</Alert>;
  if (!drawRecord || !beneficiary.data) return <BeneficiaryHeaderSkeleton />;

  const selectTab = (next: number) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      if (next === 0) params.delete(TAB_PARAM);
      else params.set(TAB_PARAM, String(next));
      return params;
    });

  return (
    <Stack gap="lg">
      <BeneficiaryHeader beneficiary={beneficiary.data} onDelete={isAdmin ? () => deleting.ask(id) : undefined} />
      <BeneficiaryTabs active={tab} isAdmin={isAdmin} onChange={selectTab}>
        <Suspense fallback={tabLoading}>
          <TabContent tab={tab} beneficiary={beneficiary.data} />
        </Suspense>
      </BeneficiaryTabs>
      {isAdmin && <DataProtectionPanel beneficiary={beneficiary.data} />}
      <ConfirmModal {...deleting.modalProps} title="Elimina beneficiario" message={BENEFICIARY_MSG.deleteConfirm} confirmLabel="Elimina" />
    </Stack>
  );
}

function TabContent({ tab, beneficiary }: { tab: number; beneficiary: Beneficiary }) {
  if (tab === PERSONAL_DATA_TAB) return <PersonalDataTab beneficiary={beneficiary} />;
  if (tab === SELF_EMPLOYMENT_TAB) return <SelfEmploymentNotice />;
  if (tab === ACTIVITY_LOG_TAB) return <ActivityLogTab beneficiaryId={beneficiary.ID} />;
  // every other tab is a section (sections/index.test.ts)
  const Section = sectionTabs[tab];
  return Section ? <Section beneficiaryId={beneficiary.ID} /> : null;
}
