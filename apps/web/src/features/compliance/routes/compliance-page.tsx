// Compliance (issue 40 point 5): the banner when the company may not dispatch the vendor for a client
// and trade, each requirement with its state, the day it is held through and what exactly is short,
// with an Upload on each; then the documents on file and the W-9's yearly confirmation. A link with
// ?requirement=<id> (the reminder e-mails') opens that requirement's upload at once. The buttons that
// change something are drawn only for a user whose roles allow it ('company:edit').
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { createComplianceUploadCall, type ComplianceRequirementStatus } from '@vp/contracts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { errorMessageOf } from '../../../lib/notify.ts';
import { useMay } from '../../../lib/start-up-data.tsx';
import { useComplianceOverview, useConfirmW9 } from '../api/compliance-calls.ts';
import { ComplianceDocumentsList } from '../components/compliance-documents-list.tsx';
import { ComplianceUploadDrawer, type UploadOpening } from '../components/compliance-upload-drawer.tsx';
import { notDispatchableTexts } from '../components/not-dispatchable-text.ts';
import { RequirementCard } from '../components/requirement-card.tsx';

/** The query parameter of a link to one requirement's upload (the reminder e-mails link to it). */
export const REQUIREMENT_PARAM = 'requirement';
export const NO_REQUIREMENT = 'The company has set no compliance requirement for your company.';
export const REQUIREMENT_GONE = 'That requirement no longer applies to your company.';

export function CompliancePage() {
  const overview = useComplianceOverview();
  const mayEdit = useMay(createComplianceUploadCall);
  const confirm = useConfirmW9();
  const [params, setParams] = useSearchParams();
  const [chosen, setChosen] = useState<UploadOpening | null>(null);

  // the link's requirement is open until the drawer closes (which drops the parameter)
  const linked = params.get(REQUIREMENT_PARAM);
  const linkedRequirement =
    linked === null ? undefined : overview.data?.requirements.find((r) => String(r.id) === linked);
  const opening: UploadOpening | null =
    chosen ?? (mayEdit && linkedRequirement ? { requirement: linkedRequirement } : null);
  const closeDrawer = () => {
    setChosen(null);
    if (linked !== null)
      setParams(
        (current) => {
          current.delete(REQUIREMENT_PARAM);
          return current;
        },
        { replace: true },
      );
  };
  const uploadFor = (requirement: ComplianceRequirementStatus) => setChosen({ requirement });

  if (overview.isPending) return <PageLoader label="Loading compliance" />;
  if (overview.isError) return <Alert severity="error">{errorMessageOf(overview.error)}</Alert>;
  const { requirements, documents } = overview.data;
  const blocked = notDispatchableTexts(overview.data);
  const hasApprovedW9 = documents.some((d) => d.kind === 'w9' && d.status === 'approved');

  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      {blocked.length > 0 ? (
        <Alert severity="warning">
          <AlertTitle>Some clients may not dispatch work to you yet</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {blocked.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </Box>
        </Alert>
      ) : null}
      {linked !== null && linkedRequirement === undefined ? (
        <Alert severity="info">{REQUIREMENT_GONE}</Alert>
      ) : null}

      <Box component="section" aria-labelledby="compliance-requirements" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="compliance-requirements" component="h2" variant="h6">
          Requirements
        </Typography>
        {requirements.length === 0 ? (
          <EmptyState text={NO_REQUIREMENT} />
        ) : (
          <Box
            component="ul"
            aria-label="Requirements"
            sx={{ display: 'grid', gap: 1.5, m: 0, p: 0, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}
          >
            {requirements.map((requirement) => (
              <RequirementCard
                key={requirement.id}
                requirement={requirement}
                {...(mayEdit ? { onUpload: uploadFor } : {})}
              />
            ))}
          </Box>
        )}
      </Box>

      <Box
        component="section"
        aria-labelledby="compliance-documents"
        sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}
      >
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography id="compliance-documents" component="h2" variant="h6" sx={{ mr: 'auto' }}>
            Documents on file
          </Typography>
          {mayEdit && hasApprovedW9 ? (
            <Button variant="outlined" loading={confirm.isPending} onClick={() => confirm.mutate()}>
              Confirm W-9
            </Button>
          ) : null}
          {mayEdit ? (
            <Button
              variant="contained"
              startIcon={<UploadFileOutlined />}
              onClick={() => setChosen({ requirement: null })}
            >
              Upload Document
            </Button>
          ) : null}
        </Box>
        <ComplianceDocumentsList documents={documents} />
      </Box>
      <ComplianceUploadDrawer opening={opening} onClose={closeDrawer} />
    </Box>
  );
}
