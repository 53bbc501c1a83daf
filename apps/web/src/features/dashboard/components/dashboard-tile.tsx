// One tile of the dashboard: what it counts, the count, a line of detail (money), and the whole tile a
// link (a real <a href>, reached with Tab) to the list that shows what it counts.
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** 12,345: written out rather than through Intl, whose formats cost a task each (lib/format.ts) */
const withThousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export type DashboardTileProps = {
  label: string;
  /** undefined while its call is on the way */
  count: number | undefined;
  detail?: string;
  /** the list it opens; null: nothing to open (the tile is not a link) */
  href: string | null;
  /** its call failed: the tile says so instead of a number */
  failed?: boolean;
};

export function DashboardTile({ label, count, detail, href, failed = false }: DashboardTileProps) {
  const content = (
    <CardContent>
      <Typography variant="body2" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="h4" component="p" aria-live="polite">
        {failed ? '—' : count === undefined ? '…' : withThousands(count)}
      </Typography>
      {failed ? (
        <Typography variant="body2" color="error" component="p">
          Could not be loaded
        </Typography>
      ) : detail ? (
        <Typography variant="body2" component="p">
          {detail}
        </Typography>
      ) : null}
    </CardContent>
  );
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      {href ? (
        <CardActionArea component={RouterLink} to={href} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}
