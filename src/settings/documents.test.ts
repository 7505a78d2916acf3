import { afterEach, describe, expect, it } from 'vitest';
import { opensInNewTab, readDocumentSettings } from './documents';

const w = window as unknown as Record<string, unknown>;
afterEach(() => {
  delete w.wf_pklist_params_public;
});

describe('wf_pklist_params_public reader', () => {
  it('defaults: no preview, logged_in access, the plugin English messages', () => {
    const s = readDocumentSettings();
    expect(s.show_document_preview).toBe(false);
    expect(s.document_access_type).toBe('logged_in');
    expect(s.msgs.generating_document_text).toBe('Generating document...');
    expect(s.msgs.pop_dont_show_again).toBe(false);
    expect(opensInNewTab(s)).toBe(true); // a guest where a login is needed
  });

  it('reads Yes/No, "1"/"" and a nested msgs object', () => {
    w.wf_pklist_params_public = {
      show_document_preview: 'No',
      document_access_type: 'all',
      is_user_logged_in: '1',
      msgs: { pop_dont_show_again: true, request_error: 'خطأ' },
    };
    const s = readDocumentSettings();
    expect(s.show_document_preview).toBe(false);
    expect(s.document_access_type).toBe('all');
    expect(s.is_user_logged_in).toBe(true);
    expect(s.msgs.pop_dont_show_again).toBe(true);
    expect(s.msgs.request_error).toBe('خطأ');
    expect(s.msgs.min_value_error).toBe('minimum value should be');
    expect(opensInNewTab(s)).toBe(false);
    w.wf_pklist_params_public = {
      show_document_preview: 'Yes',
      is_user_logged_in: '1',
      document_access_type: 'everyone',
    };
    expect(opensInNewTab(readDocumentSettings())).toBe(true);
    expect(readDocumentSettings().document_access_type).toBe('logged_in');
  });

  it('survives a JSON string, junk and a msgs string that does not parse', () => {
    w.wf_pklist_params_public = JSON.stringify({ is_user_logged_in: 1, msgs: '{bad' });
    const s = readDocumentSettings();
    expect(s.is_user_logged_in).toBe(true);
    expect(s.msgs.error_loading_data).toBe('Error loading data.');
    w.wf_pklist_params_public = null;
    expect(readDocumentSettings().msgs.new_tab_open_error).toContain('new tab');
  });
});
