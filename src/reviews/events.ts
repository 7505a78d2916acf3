// DOM events between the reviews widgets (they mount separately on the same PHP markup).
/** Dispatched on `.cr-review-form-wrap` when the form is closed (cancel, success or back navigation). */
export const FORM_CLOSE_EVENT = 'cr-review-form:close';
