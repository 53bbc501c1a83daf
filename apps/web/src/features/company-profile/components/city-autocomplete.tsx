// The city dropdown (SPEC section 9): the cities of the chosen state (every city while no state is
// chosen), 100 options at first and 100 more each time the list is scrolled to its end; typing filters,
// stopping at 1000 matches. Picking a city from the whole country's list also picks its state.
import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { CITY_FILTER_CAP, CITY_OPTIONS_PAGE_SIZE, type UsCity } from '@vp/contracts';
import { useCitiesQuery } from '../api/get-cities.ts';
import { filterCityOptions, isScrolledToEnd, nextShownCount } from './city-options.ts';

export type CityAutocompleteProps = {
  label: string;
  stateCode: string;
  value: string;
  onChange: (city: UsCity | null) => void;
  error?: boolean;
  helperText?: string;
  disabled?: boolean;
};

const sameCity = (a: UsCity, b: UsCity) =>
  a.cityName.toLowerCase() === b.cityName.toLowerCase() && a.stateCode === b.stateCode;

export function CityAutocomplete({
  label,
  stateCode,
  value,
  onChange,
  error,
  helperText,
  disabled,
}: CityAutocompleteProps) {
  const cities = useCitiesQuery(stateCode);
  const [shown, setShown] = useState(CITY_OPTIONS_PAGE_SIZE);
  const options = useMemo(() => cities.data ?? [], [cities.data]);
  const labelOf = (city: UsCity) => (stateCode ? city.cityName : `${city.cityName}, ${city.stateCode}`);
  const selected = useMemo(() => {
    if (!value) return null;
    const wanted = { cityName: value, stateCode };
    return options.find((city) => sameCity(city, wanted)) ?? wanted;
  }, [options, value, stateCode]);

  return (
    <Autocomplete
      options={options}
      value={selected}
      loading={cities.isPending}
      disabled={disabled}
      getOptionLabel={labelOf}
      getOptionKey={(city) => `${city.stateCode}-${city.cityName}`}
      isOptionEqualToValue={sameCity}
      filterOptions={(all, { inputValue }) =>
        filterCityOptions(all, inputValue, labelOf, CITY_FILTER_CAP).slice(0, shown)
      }
      onInputChange={(_event, _input, reason) => {
        if (reason === 'input') setShown(CITY_OPTIONS_PAGE_SIZE);
      }}
      onOpen={() => setShown(CITY_OPTIONS_PAGE_SIZE)}
      onChange={(_event, city) => onChange(city)}
      slotProps={{
        listbox: {
          onScroll: (event) => {
            const box = event.currentTarget;
            if (!isScrolledToEnd(box)) return;
            // counted from the options on screen, so that a burst of scroll events before the next
            // render asks for one page, not one page per event
            const rendered = box.querySelectorAll('[role="option"]').length;
            setShown(nextShownCount(rendered, CITY_FILTER_CAP));
          },
        },
      }}
      renderInput={(params) => <TextField {...params} label={label} error={error} helperText={helperText} />}
    />
  );
}
