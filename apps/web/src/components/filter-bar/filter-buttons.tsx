// Reset and Search at the end of a filter bar: on a wide screen they sit in the bar's last column,
// on a narrow one they take a row of their own, right-aligned.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export type FilterButtonsProps = {
  onReset: () => void;
  searching: boolean;
  /** the filters have errors: searching would send a range the server refuses */
  searchDisabled: boolean;
};

export function FilterButtons({ onReset, searching, searchDisabled }: FilterButtonsProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        justifyContent: { xs: 'flex-end', lg: 'flex-start' },
        gridColumn: { sm: '1 / -1', lg: 'auto' },
      }}
    >
      <Button variant="outlined" onClick={onReset}>
        Reset
      </Button>
      <Button type="submit" variant="contained" loading={searching} disabled={searchDisabled}>
        Search
      </Button>
    </Box>
  );
}
