// A WebToffee document button as a React root: its status line after the button while the
// document is generated, and the hidden print frame. The behaviour on the plugin's <a>: useDocumentButton.
import type { WidgetProps } from '../../src/mount/types';
import { PrintFrame } from './PrintFrame';
import { useDocumentButton } from './useDocumentButton';
import './order-documents.css';

export function DocumentButton({ el }: WidgetProps) {
  const { status, job } = useDocumentButton(el);
  return (
    <>
      {status !== null && (
        <span className="sw-doc-status" role="status">
          {status}
        </span>
      )}
      {job && <PrintFrame job={job} />}
    </>
  );
}
