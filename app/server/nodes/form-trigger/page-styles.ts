/**
 * The form pages' stylesheet: a centred card on a quiet background, one column of
 * labelled fields (choices as boxes beside their option's text), a full-width submit button; errors in red beside their field. Kept
 * small and inline (the pages load nothing else).
 */
export const FORM_PAGE_STYLES = `
:root{--accent:#e8572a;--accent-dark:#c8441c;--text:#1f2430;--muted:#5b6275;--border:#cdd2dc;--bg:#f3f4f7;--card:#fff;--error:#b42318;--radius:8px}
*{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--text);background:var(--bg);line-height:1.45}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;padding:48px 16px}
.sy-form-container{width:100%;max-width:448px}
.sy-form-test-notice{background:#fff8e6;border:1px solid #f5d48a;border-radius:var(--radius);padding:12px 16px;margin-bottom:16px;font-size:14px;color:#6b4e00}
.sy-form-card{background:var(--card);border:1px solid #e3e6ec;border-radius:var(--radius);box-shadow:0 4px 16px rgba(31,36,48,.08);padding:24px}
.sy-form-header{margin-bottom:20px}
.sy-form-title{font-size:22px;font-weight:600;margin:0 0 8px}
.sy-form-description{margin:0;color:var(--muted);font-size:15px;white-space:pre-line}
.sy-form-alert{border:1px solid #f3b8b1;background:#fef3f2;color:var(--error);border-radius:6px;padding:10px 12px;margin-bottom:16px;font-size:14px}
.sy-field{margin:0 0 18px;border:0;padding:0;min-width:0}
.sy-field>label:not(.sy-choice),.sy-field>legend{display:block;font-weight:600;font-size:14px;margin-bottom:6px;padding:0}
.sy-required{color:var(--error);margin-left:2px}
input[type=text],input[type=email],input[type=number],input[type=password],input[type=date],select,textarea{width:100%;font:inherit;font-size:15px;color:var(--text);background:#fff;border:1px solid var(--border);border-radius:6px;padding:10px 12px}
textarea{min-height:96px;resize:vertical}
input[type=file]{font:inherit;font-size:14px;width:100%;padding:8px;border:1px dashed var(--border);border-radius:6px;background:#fafbfc}
input:focus-visible,select:focus-visible,textarea:focus-visible,button:focus-visible{outline:2px solid var(--accent);outline-offset:1px;border-color:var(--accent)}
[aria-invalid=true]{border-color:var(--error)!important}
.sy-choice{display:flex;align-items:center;gap:10px;font-size:15px;margin:8px 0;cursor:pointer}
.sy-legend-hint{font-weight:400;color:var(--muted);font-size:13px}
.sy-html{font-size:15px}
.sy-html>:first-child{margin-top:0}
.sy-html>:last-child{margin-bottom:0}
.sy-choice input{width:18px;height:18px;accent-color:var(--accent);margin:0}
.sy-field-error{color:var(--error);font-size:13px;margin:6px 0 0}
.sy-hint{color:var(--muted);font-size:13px;margin:6px 0 0}
.sy-submit{width:100%;height:48px;border:0;border-radius:6px;background:var(--accent);color:#fff;font:inherit;font-size:16px;font-weight:600;cursor:pointer;margin-top:6px}
.sy-submit:hover{background:var(--accent-dark)}
.sy-completion{text-align:center;padding:28px 24px}
.sy-completion-icon{display:block;margin:0 auto 12px}
.sy-completion .sy-form-description{margin-top:4px}
.sy-attribution{margin-top:16px;text-align:center;font-size:12px;color:var(--muted)}
`;
