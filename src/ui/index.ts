export { Dialog, type DialogProps } from './Dialog';
export { Notice, type NoticeType } from './Notice';
export { Spinner } from './Spinner';
export { BusyButton } from './BusyButton';
export { ErrorBoundary } from './ErrorBoundary';
export { StarRating } from './StarRating';
export { useModalFocus, type ModalFocusOptions } from './useModalFocus';
export { useTakeOver } from './useTakeOver';
export { useBackCloses } from './useBackCloses';
