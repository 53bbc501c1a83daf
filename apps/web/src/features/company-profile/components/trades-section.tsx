// Section Trades (SPEC sections 2, 5, 7, 8): the trades the vendor serves; Add takes a trade of the
// catalog (disabled until one is chosen), Delete asks 'Are you sure you want to Delete this Trade?'.
import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useQuery } from '@tanstack/react-query';
import {
  TRADE_DELETE_CONFIRM,
  getTradeCatalogCall,
  getVendorTradesByVendorCall,
  type VendorTrade,
} from '@vp/contracts';
import { SectionRows } from '../../../components/section-rows.tsx';
import { callQuery } from '../../../lib/call.ts';
import { useCreateVendorTradeMutation } from '../api/create-vendor-trade.ts';
import { useDeleteVendorTradeMutation } from '../api/delete-vendor-trade.ts';
import { useMayChangeCompany } from './use-may-change-company.ts';
import { useDeleteColumn } from './use-delete-column.tsx';
import { useLoadErrorToast } from './use-load-error-toast.ts';

export function TradesSection() {
  const trades = useQuery({
    ...callQuery(getVendorTradesByVendorCall),
    select: (answer) => answer.vendorTradeByVendorIds,
  });
  const catalog = useQuery({
    ...callQuery(getTradeCatalogCall),
    select: (answer) => answer.vendorTrades,
    staleTime: Infinity,
  });
  useLoadErrorToast(trades);
  useLoadErrorToast(catalog);
  const [choice, setChoice] = useState<string | null>(null);
  const add = useCreateVendorTradeMutation(() => setChoice(null));

  const owned = new Set((trades.data ?? []).map((trade) => trade.tradeCode));
  const choices = (catalog.data ?? []).filter((code) => !owned.has(code));

  const mayChange = useMayChangeCompany();
  const deletion = useDeleteColumn<VendorTrade>({
    message: TRADE_DELETE_CONFIRM,
    nameOf: (trade) => trade.tradeCode,
    useDelete: useDeleteVendorTradeMutation,
  });

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {mayChange ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Autocomplete
            options={choices}
            value={choice}
            loading={catalog.isPending}
            onChange={(_event, code) => setChoice(code)}
            sx={{ flex: '1 1 240px', maxWidth: 420 }}
            renderInput={(params) => <TextField {...params} label="Trade" size="small" />}
          />
          <Button
            variant="contained"
            startIcon={<AddOutlined />}
            disabled={choice === null || add.isPending}
            onClick={() => choice && add.mutate(choice)}
          >
            Add
          </Button>
        </Box>
      ) : null}
      <SectionRows
        query={trades}
        loading="the trades"
        label="Trades"
        rowKey={(trade) => trade.id}
        columns={[{ header: 'Trade', cell: (trade) => trade.tradeCode }, ...deletion.columns]}
      />
      {deletion.confirm}
    </Box>
  );
}
