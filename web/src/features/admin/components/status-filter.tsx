import { MenuItem, TextField } from '@mui/material';

/**
 * The "Estado" select of the back office's queues (withdrawals, catering): "all" first, then each
 * status by its label. `value` '' is "all".
 */
export function StatusFilter<S extends string>({
  label,
  allLabel,
  statuses,
  statusLabel,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  statuses: readonly S[];
  statusLabel: (status: S) => string;
  value: S | '';
  onChange: (value: S | '') => void;
}) {
  return (
    <TextField
      size="small"
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as S | '')}
      // "Todos" shows as the value, not an empty box under the label.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {statuses.map((s) => (
        <MenuItem key={s} value={s}>
          {statusLabel(s)}
        </MenuItem>
      ))}
    </TextField>
  );
}
