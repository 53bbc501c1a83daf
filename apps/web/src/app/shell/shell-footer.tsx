import { PageFooter } from '../../components/page-footer.tsx';
import { usePortalSettings } from '../../lib/start-up-data.tsx';

/** 'Copyright © {year} {companyName}. All rights reserved.' (without the name until settings load). */
export function copyrightLine(year: number, companyName: string | undefined): string {
  const name = companyName?.trim();
  return `Copyright © ${year}${name ? ` ${name}` : ''}. All rights reserved.`;
}

export function ShellFooter() {
  const companyName = usePortalSettings()?.companyName;
  return <PageFooter text={copyrightLine(new Date().getFullYear(), companyName)} />;
}
