import { exportWorkflow, type WorkflowDocument } from '@sdk';

/** A file name for a workflow download: the name with characters file systems refuse replaced. */
export function downloadFileName(name: string): string {
  const safe = [...name]
    .map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? '_' : c))
    .join('')
    .replace(/_+/g, '_')
    .trim();
  return `${safe || 'workflow'}.json`;
}

/** The JSON a download writes: the workflow in n8n's export shape (id and version included when saved). */
export function workflowDownloadJson(document: WorkflowDocument): string {
  return JSON.stringify(exportWorkflow(document), null, 2);
}

/** Saves the workflow as a JSON file through the browser's download. */
export function downloadWorkflow(document: WorkflowDocument): void {
  const blob = new Blob([workflowDownloadJson(document)], { type: 'application/json;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const anchor = window.document.createElement('a');
  anchor.href = url;
  anchor.download = downloadFileName(document.name);
  window.document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Lets the user pick a JSON file and resolves with its parsed content (null when nothing was picked). */
export function pickWorkflowFile(): Promise<{ json: unknown; name: string } | null> {
  return new Promise((resolve, reject) => {
    const input = window.document.createElement('input');
    input.type = 'file';
    input.accept = '.json,application/json';
    input.setAttribute('data-testid', 'workflow-import-file');
    input.style.display = 'none';
    input.addEventListener('change', () => {
      const file = input.files?.[0];
      input.remove();
      if (!file) return resolve(null);
      file.text().then((text) => {
        try {
          resolve({ json: JSON.parse(text), name: file.name });
        } catch {
          reject(new Error(`${file.name} is not valid JSON.`));
        }
      }, reject);
    });
    input.addEventListener('cancel', () => {
      input.remove();
      resolve(null);
    });
    window.document.body.appendChild(input);
    input.click();
  });
}
