// City, state and zip of the profile form (the company's and the mailing block's): a state dropdown,
// the city dropdown of that state, and a zip with a lookup that fills city and state
// (GET /api/get-cities-states-counties-by-zip/{zip}).
import { useController, type Control, type UseFormSetValue } from 'react-hook-form';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Search from '@mui/icons-material/Search';
import type { UsState } from '@vp/contracts';
import { useZipLookupMutation } from '../api/lookup-zip.ts';
import { CityAutocomplete } from './city-autocomplete.tsx';
import type { ProfileFormValues } from './profile-form-values.ts';
import { StateSelect } from './state-select.tsx';

type AddressNames =
  | { city: 'city'; state: 'state'; zip: 'zip' }
  | { city: 'mailingCity'; state: 'mailingState'; zip: 'mailingZip' };

export type AddressFieldsProps = {
  names: AddressNames;
  /** 'Mailing ' for the mailing block, '' for the company's address */
  labelPrefix: string;
  control: Control<ProfileFormValues>;
  setValue: UseFormSetValue<ProfileFormValues>;
  states: readonly UsState[];
};

export function AddressFields({ names, labelPrefix, control, setValue, states }: AddressFieldsProps) {
  const city = useController({ control, name: names.city });
  const state = useController({ control, name: names.state });
  const zip = useController({ control, name: names.zip });
  const set = (name: keyof ProfileFormValues, value: string) =>
    setValue(name, value, { shouldDirty: true, shouldValidate: true });
  const lookup = useZipLookupMutation((place) => {
    set(names.state, place.state);
    set(names.city, place.city);
  });
  const canLookUp = /^\d{5}/.test(zip.field.value.trim()) && !lookup.isPending;

  return (
    <>
      <StateSelect
        label={`${labelPrefix}State`}
        value={state.field.value}
        states={states}
        error={state.fieldState.invalid}
        helperText={state.fieldState.error?.message}
        onChange={(code) => {
          if (code !== state.field.value) set(names.city, '');
          set(names.state, code);
        }}
      />
      <CityAutocomplete
        label={`${labelPrefix}City`}
        stateCode={state.field.value}
        value={city.field.value}
        error={city.fieldState.invalid}
        helperText={city.fieldState.error?.message}
        onChange={(picked) => {
          set(names.city, picked?.cityName ?? '');
          if (picked && picked.stateCode !== state.field.value) set(names.state, picked.stateCode);
        }}
      />
      <TextField
        {...zip.field}
        label={`${labelPrefix}Zip`}
        error={zip.fieldState.invalid}
        helperText={zip.fieldState.error?.message}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && canLookUp) {
            event.preventDefault();
            lookup.mutate(zip.field.value);
          }
        }}
        slotProps={{
          htmlInput: { inputMode: 'numeric', maxLength: 10, autoComplete: 'postal-code' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={`Find city and state of ${labelPrefix}Zip`}
                  edge="end"
                  disabled={!canLookUp}
                  onClick={() => lookup.mutate(zip.field.value)}
                >
                  {lookup.isPending ? <CircularProgress size={20} aria-hidden /> : <Search />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </>
  );
}
