/**
 * The form pages as plain server-rendered HTML: the form (with the values and errors of
 * a refused submission) and the completion page. No script: the browser's own form
 * submission posts the page back, and native validation plus the server's answers
 * explain what is wrong. Every text passes through {@link escapeHtml}.
 */
import type { FormField } from './form-fields';
import { FORM_PAGE_STYLES } from './page-styles';
import { escapeHtml as e, sanitizeCss } from './page-safety';

/** Values to show again after a refused submission, by input name. */
export type FormValues = Record<string, string | string[]>;

/** What a form page shows. */
export interface FormPage {
  title: string;
  description: string;
  fields: FormField[];
  buttonLabel: string;
  customCss: string;
  appendAttribution: boolean;
  /** A test form (the editor is listening): says so above the card. */
  testMode: boolean;
  values?: FormValues;
  /** Messages by input name. */
  errors?: Record<string, string>;
  /** Query parameters (hidden fields read them by name). */
  query?: Record<string, unknown>;
}

function document(title: string, customCss: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(title)}</title>
<style>${FORM_PAGE_STYLES}</style>
${customCss.trim() !== '' ? `<style>${sanitizeCss(customCss)}</style>` : ''}
</head>
<body>
<main class="sy-form-container">
${body}
</main>
</body>
</html>
`;
}

const attribution = (show: boolean) => (show ? '<p class="sy-attribution">Form automated with Switchyard</p>' : '');

const requiredMark = '<span class="sy-required" aria-hidden="true">*</span>';

function valueOf(page: FormPage, field: FormField): string[] {
  const raw = page.values?.[field.inputName];
  if (raw === undefined) return [];
  return Array.isArray(raw) ? raw : [raw];
}

function describedBy(field: FormField, error: string | undefined, page: FormPage): string {
  if (error === undefined) return '';
  // The first field to fix takes the focus (no script: the autofocus attribute).
  const first = Object.keys(page.errors ?? {})[0] === field.inputName ? ' autofocus' : '';
  return ` aria-invalid="true" aria-describedby="${field.inputName}-error"${first}`;
}

/** What a group of checkboxes asks for, read out with its legend. */
function choiceHint(field: FormField): string {
  const { min, max } = field.limit;
  const plural = (n: number) => `${n} option${n === 1 ? '' : 's'}`;
  if (field.type === 'radio') return '';
  if (min === max && min > 0) return `choose ${plural(min)}`;
  if (max !== Infinity && min > 0) return `choose ${min} to ${max} options`;
  if (max !== Infinity) return `choose up to ${plural(max)}`;
  if (min > 0) return `choose at least ${plural(min)}`;
  return field.required ? 'choose at least one' : '';
}

/**
 * Checkboxes (a checkbox element, a multiple-choice dropdown) or radio buttons: a
 * fieldset whose legend names the group; every box is labelled by its option. A required
 * radio group is required natively; how many boxes to tick is checked by the server.
 */
function choiceGroupHtml(page: FormPage, field: FormField, errorHtml: string): string {
  const id = field.inputName;
  const chosen = new Set(valueOf(page, field));
  const kind = field.type === 'radio' ? 'radio' : 'checkbox';
  const required = kind === 'radio' && field.required ? ' required' : '';
  const boxes = field.options
    .map(
      (option, i) =>
        `<label class="sy-choice"><input type="${kind}" id="${id}-${i}" name="${id}" value="${e(option)}"${chosen.has(option) ? ' checked' : ''}${required}>${e(option)}</label>`,
    )
    .join('');
  const hint = choiceHint(field);
  const describe = page.errors?.[id] === undefined ? '' : ` aria-describedby="${id}-error"`;
  const mark = field.required ? requiredMark : '';
  const role = kind === 'radio' ? ` role="radiogroup"${field.required ? ' aria-required="true"' : ''}` : '';
  return `<fieldset class="sy-field"${role}${describe}><legend>${e(field.label)}${mark}${hint !== '' ? `<span class="sy-legend-hint"> (${hint})</span>` : ''}</legend>${boxes}${errorHtml}</fieldset>`;
}

function fieldHtml(page: FormPage, field: FormField): string {
  const id = field.inputName;
  const error = page.errors?.[id];
  const errorHtml = error === undefined ? '' : `<p class="sy-field-error" id="${id}-error">${e(error)}</p>`;
  const required = field.required ? ' required aria-required="true"' : '';
  const label = `<label for="${id}">${e(field.label)}${field.required ? requiredMark : ''}</label>`;
  const placeholder = field.placeholder !== '' ? ` placeholder="${e(field.placeholder)}"` : '';
  const [current = ''] = valueOf(page, field);
  switch (field.type) {
    case 'hiddenField': {
      const fromQuery = page.query?.[field.outputKey];
      const value = typeof fromQuery === 'string' ? fromQuery : field.value;
      return `<input type="hidden" name="${id}" value="${e(value)}">`;
    }
    case 'textarea':
      return `<div class="sy-field">${label}<textarea id="${id}" name="${id}"${placeholder}${required}${describedBy(field, error, page)}>${e(current)}</textarea>${errorHtml}</div>`;
    case 'checkbox':
    case 'radio':
      return choiceGroupHtml(page, field, errorHtml);
    case 'html':
      return field.html === '' ? '' : `<div class="sy-field sy-html">${field.html}</div>`;
    case 'dropdown': {
      if (field.multiselect) return choiceGroupHtml(page, field, errorHtml);
      const options = field.options
        .map((option) => `<option value="${e(option)}"${option === current ? ' selected' : ''}>${e(option)}</option>`)
        .join('');
      return `<div class="sy-field">${label}<select id="${id}" name="${id}"${required}${describedBy(field, error, page)}><option value="">Select an option…</option>${options}</select>${errorHtml}</div>`;
    }
    case 'file': {
      const accept = field.acceptFileTypes !== '' ? ` accept="${e(field.acceptFileTypes)}"` : '';
      const hint = field.acceptFileTypes !== '' ? `<p class="sy-hint" id="${id}-hint">Accepted: ${e(field.acceptFileTypes)}</p>` : '';
      return `<div class="sy-field">${label}<input type="file" id="${id}" name="${id}"${field.multipleFiles ? ' multiple' : ''}${accept}${required}${describedBy(field, error, page)}>${hint}${errorHtml}</div>`;
    }
    default: {
      const type =
        field.type === 'number'
          ? 'number'
          : field.type === 'email'
            ? 'email'
            : field.type === 'password'
              ? 'password'
              : field.type === 'date'
                ? 'date'
                : 'text';
      const step = type === 'number' ? ' step="any"' : '';
      const value = type === 'password' || current === '' ? '' : ` value="${e(current)}"`;
      const autocomplete = type === 'password' ? ' autocomplete="off"' : '';
      return `<div class="sy-field">${label}<input type="${type}" id="${id}" name="${id}"${value}${placeholder}${step}${autocomplete}${required}${describedBy(field, error, page)}>${errorHtml}</div>`;
    }
  }
}

/** The form page. */
export function renderFormPage(page: FormPage): string {
  const multipart = page.fields.some((f) => f.type === 'file');
  const errorCount = Object.keys(page.errors ?? {}).length;
  const alert =
    errorCount === 0
      ? ''
      : `<div class="sy-form-alert" role="alert">${errorCount === 1 ? 'One field needs your attention.' : `${errorCount} fields need your attention.`}</div>`;
  const notice = page.testMode
    ? '<p class="sy-form-test-notice" role="note">This is a test version of your form. Use it only for testing your Form Trigger.</p>'
    : '';
  const description = page.description !== '' ? `<p class="sy-form-description">${e(page.description)}</p>` : '';
  const body = `${notice}<div class="sy-form-card">
<header class="sy-form-header"><h1 class="sy-form-title">${e(page.title)}</h1>${description}</header>
${alert}<form method="post" action=""${multipart ? ' enctype="multipart/form-data"' : ''} aria-label="${e(page.title)}">
${page.fields.map((field) => fieldHtml(page, field)).join('\n')}
<button type="submit" class="sy-submit">${e(page.buttonLabel || 'Submit')}</button>
</form>
</div>${attribution(page.appendAttribution)}`;
  return document(page.title, page.customCss, body);
}

/** What the completion page shows. */
export interface CompletionPage {
  /** The document's title (the form's). */
  pageTitle: string;
  title: string;
  message: string;
  customCss: string;
  appendAttribution: boolean;
}

/** The page shown once a submission was received. */
export function renderCompletionPage(page: CompletionPage): string {
  const message = page.message !== '' ? `<p class="sy-form-description">${e(page.message)}</p>` : '';
  const check =
    '<svg class="sy-completion-icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true"><circle cx="12" cy="12" r="11" fill="#e7f6ec"/><path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#1f8a4c" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></svg>';
  const body = `<div class="sy-form-card sy-completion" role="status">${check}${page.title !== '' ? `<h1 class="sy-form-title">${e(page.title)}</h1>` : ''}${message}</div>${attribution(page.appendAttribution)}`;
  return document(page.pageTitle || page.title, page.customCss, body);
}
