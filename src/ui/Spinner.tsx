import { __ } from '../i18n';
import './ui.css';

export function Spinner({ label }: { label?: string }) {
  return (
    <span className="sw-spinner" role="status">
      <span className="sw-visually-hidden">{label ?? __('Loading…')}</span>
    </span>
  );
}
