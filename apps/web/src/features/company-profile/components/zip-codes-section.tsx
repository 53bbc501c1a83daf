// Section Zip Code (SPEC sections 2, 5, 7, 8): the ZIP codes the vendor serves with their city and
// state; Add takes a positive number (digits only, a 5-digit ZIP), Delete asks first.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useQuery } from '@tanstack/react-query';
import { ZIP_CODE_DELETE_CONFIRM, ZIP_CODE_INVALID, getVendorZipsCall, type VendorZip } from '@vp/contracts';
import { SectionRows } from '../../../components/section-rows.tsx';
import { callQuery } from '../../../lib/call.ts';
import { useCreateVendorZipMutation } from '../api/create-vendor-zip.ts';
import { useDeleteVendorZipMutation } from '../api/delete-vendor-zip.ts';
import { useMayChangeCompany } from './use-may-change-company.ts';
import { useDeleteColumn } from './use-delete-column.tsx';
import { useLoadErrorToast } from './use-load-error-toast.ts';
import { isAddableZip, zipDigits } from './zip-to-add.ts';

export function ZipCodesSection() {
  const zips = useQuery({ ...callQuery(getVendorZipsCall), select: (answer) => answer.vendorZip });
  useLoadErrorToast(zips);
  const [zip, setZip] = useState('');
  const add = useCreateVendorZipMutation(() => setZip(''));
  const addable = isAddableZip(zip);
  const submit = () => {
    if (addable && !add.isPending) add.mutate(zip);
  };

  const mayChange = useMayChangeCompany();
  const deletion = useDeleteColumn<VendorZip>({
    message: ZIP_CODE_DELETE_CONFIRM,
    nameOf: (row) => `Zip Code ${row.zipCode}`,
    useDelete: useDeleteVendorZipMutation,
  });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {mayChange ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
          <TextField
            label="Zip Code"
            size="small"
            value={zip}
            onChange={(event) => setZip(zipDigits(event.target.value))}
            onKeyDown={(event) => {
              if (event.key === 'Enter') submit();
            }}
            error={zip !== '' && !addable}
            helperText={zip !== '' && !addable ? ZIP_CODE_INVALID : undefined}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5 } }}
            sx={{ flex: '1 1 160px', maxWidth: 240 }}
          />
          <Button
            variant="contained"
            startIcon={<AddOutlined />}
            disabled={!addable || add.isPending}
            onClick={submit}
          >
            Add
          </Button>
        </Box>
      ) : null}
      <SectionRows
        query={zips}
        loading="the zip codes"
        label="Zip Codes"
        rowKey={(row) => row.id}
        columns={[
          { header: 'Zip Code', cell: (row) => row.zipCode },
          { header: 'City', cell: (row) => row.city },
          { header: 'State', cell: (row) => row.state },
          ...deletion.columns,
        ]}
      />
      {deletion.confirm}
    </Box>
  );
}
