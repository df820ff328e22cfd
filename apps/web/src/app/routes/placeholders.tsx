import { ComingSoon } from '../../components/layouts/coming-soon';

// Screens of the brief that later issues build; each says what it will do.
export const PreviewPlaceholder = () => (
  <ComingSoon
    title="Preview & test"
    description="Pick a master, render it as a chosen subscriber with attribute overrides at phone, tablet and desktop widths, and send a PREVIEW copy to test addresses."
  />
);
export const ReportsPlaceholder = () => (
  <ComingSoon
    title="Reports"
    description="Request a master event report; it shows as pending and flips to ready by itself, with KPI cards, engagement over time, event lists and CSV/JSON downloads."
  />
);
export const ReferenceDataPlaceholder = () => (
  <ComingSoon
    title="Reference data"
    description="Browse datasets and their records with column filters, and edit records."
  />
);
export const ContentBlocksPlaceholder = () => (
  <ComingSoon
    title="Content blocks"
    description="List, create and edit the content blocks templates include."
  />
);
export const SettingsPlaceholder = () => (
  <ComingSoon
    title="Settings"
    description="Service connection health, dashboard users and their roles, and the audit log."
  />
);
