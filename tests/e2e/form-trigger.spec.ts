import { expect, test } from '@playwright/test';
import { blurAll, canvasNodes, expectEditorFor, nodeCreator, uniqueName } from './editor-helpers';
import { openNode, openNodeOnCanvas } from './ndv-helpers';

/**
 * A person publishes a form and somebody fills it in: the workflow (a Form Trigger, as a
 * user would import it) shows its form URLs in the editor, is activated with the toggle,
 * the form served at /form/<path> is filled by label with the keyboard (text, checkboxes,
 * radio buttons) and submitted, the completion text shows, and the execution with the
 * submitted values is in the editor.
 */
test.describe.configure({ timeout: 90_000 });

const SHOTS = '/work/notes/shots/wt-forms';

test('a form built in the editor is activated, filled in by keyboard, and its submission shows as an execution', async ({
  page,
  request,
}) => {
  const name = uniqueName('Contact form');
  const path = `contact-${Date.now()}`;
  const created = await request.post('/rest/workflows', {
    data: {
      name,
      nodes: [
        {
          id: 'f1',
          name: 'Contact form',
          type: 'n8n-nodes-base.formTrigger',
          typeVersion: 2.2,
          position: [0, 0],
          webhookId: '5b7c2f0e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
          parameters: {
            formTitle: 'Contact us',
            formDescription: "Tell us about your team and we'll get back to you within a day.",
            formFields: {
              values: [
                { fieldLabel: 'Name', fieldType: 'text', requiredField: true, placeholder: 'Ada Lovelace' },
                { fieldLabel: 'Email', fieldType: 'email', requiredField: true, placeholder: 'ada@example.com' },
                { fieldLabel: 'Team size', fieldType: 'number' },
                { fieldLabel: 'Plan', fieldType: 'dropdown', fieldOptions: { values: [{ option: 'Free' }, { option: 'Pro' }] } },
                { fieldLabel: 'Message', fieldType: 'textarea' },
                {
                  fieldLabel: 'Interests',
                  fieldType: 'checkbox',
                  fieldOptions: { values: [{ option: 'Sales' }, { option: 'Support' }, { option: 'Training' }] },
                  limitSelection: 'range',
                  minSelections: 1,
                  maxSelections: 2,
                },
                {
                  fieldLabel: 'Contact me by',
                  fieldType: 'radio',
                  fieldOptions: { values: [{ option: 'Phone' }, { option: 'Video call' }] },
                  requiredField: true,
                },
                { fieldType: 'html', html: '<p>We answer within <strong>one working day</strong>.</p><script>alert(1)</script>' },
              ],
            },
            options: {
              path,
              buttonLabel: 'Send message',
              respondWithOptions: { values: { respondWith: 'text', formSubmittedText: 'Thanks, we got it!' } },
            },
          },
        },
      ],
      connections: {},
      settings: { executionOrder: 'v1' },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const workflow = ((await created.json()) as { data: { id: string } }).data;

  // The trigger's details show where the form lives.
  const view = await openNode(page, workflow.id, 'Contact form');
  const urls = view.getByRole('region', { name: 'Form URLs' });
  await expect(urls.getByLabel('Test URL', { exact: true })).toHaveText(new RegExp(`/form-test/${path}$`));
  await urls.getByRole('radio', { name: 'Production URL' }).click();
  const productionUrl = (await urls.getByLabel('Production URL', { exact: true }).textContent()) ?? '';
  expect(productionUrl).toMatch(new RegExp(`/form/${path}$`));
  await view.getByRole('button', { name: 'Back to canvas' }).click();

  await expectEditorFor(page, name);
  await page.getByRole('switch', { name: 'Inactive' }).click();
  // The activation dialog gives the same production URL.
  const activated = page.getByRole('dialog', { name: 'Workflow activated' });
  await expect(activated.getByRole('list', { name: 'Production URLs of Contact form' })).toContainText(productionUrl);
  await activated.getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByRole('switch', { name: 'Active' })).toHaveAttribute('aria-checked', 'true');

  // Somebody opens the form.
  await page.goto(new URL(productionUrl).pathname);
  await expect(page.getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/form-page.png`, fullPage: true });

  await page.getByLabel('Name').focus();
  await page.keyboard.type('Ada Lovelace');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type('ada@');
  // The server checks too (a browser that skips its own validation): the form comes back
  // with what was typed, a summary announced and the message tied to its field.
  await page.locator('form').evaluate((form: HTMLFormElement) => (form.noValidate = true));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('2 fields need your attention.');
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Enter a valid email address, like name@example.com.');
  const contactBy = page.getByRole('radiogroup', { name: /^Contact me by/ });
  await expect(contactBy).toHaveAccessibleDescription('Choose an option.');
  await expect(page.getByLabel('Name')).toHaveValue('Ada Lovelace');
  await page.screenshot({ path: `${SHOTS}/form-errors.png`, fullPage: true });

  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('ada@example.com');
  await page.keyboard.press('Tab');
  await page.keyboard.type('12');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Plan')).toBeFocused();
  await page.keyboard.press('p');
  await expect(page.getByLabel('Plan')).toHaveValue('Pro');
  await page.keyboard.press('Tab');
  await page.keyboard.type('We would like a demo.');
  // Checkboxes by keyboard: Tab from box to box, Space ticks.
  const interests = page.getByRole('group', { name: /^Interests/ });
  await expect(interests).toHaveAccessibleName('Interests (choose 1 to 2 options)');
  await page.keyboard.press('Tab');
  await expect(interests.getByRole('checkbox', { name: 'Sales' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(interests.getByRole('checkbox', { name: 'Training' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(interests.getByRole('checkbox', { name: 'Sales' })).toBeChecked();
  await expect(interests.getByRole('checkbox', { name: 'Support' })).not.toBeChecked();
  // Radio buttons: Tab into the group, the arrow keys choose.
  await page.keyboard.press('Tab');
  await expect(contactBy.getByRole('radio', { name: 'Phone' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(contactBy.getByRole('radio', { name: 'Video call' })).toBeChecked();
  await expect(page.getByText('We answer within one working day.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/form-choices.png`, fullPage: true });
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send message' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Form Submitted' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Thanks, we got it!');
  await page.screenshot({ path: `${SHOTS}/form-completion.png`, fullPage: true });

  // The owner sees the submission in the workflow's executions.
  await page.goto(`/workflow/${workflow.id}/executions`);
  const side = page.getByRole('list', { name: 'Executions of this workflow' });
  await expect(side.getByRole('link')).toHaveCount(1);
  await side.getByRole('link').first().click();
  const trigger = page.getByRole('listbox', { name: 'Nodes' }).getByRole('option', { name: /^Contact form,/ });
  await expect(trigger).toHaveAccessibleName(/success, 1 item$/, { timeout: 45_000 });
  await trigger.dblclick({ force: true });
  const output = page.getByRole('dialog').getByRole('region', { name: 'Output' }).getByRole('table', { name: 'Output data' });
  await expect(output).toContainText('Ada Lovelace');
  await expect(output).toContainText('ada@example.com');
  await expect(output).toContainText('We would like a demo.');
  await expect(output).toContainText('Training');
  await expect(output).toContainText('Video call');
  await expect(output).toContainText('production');
});

test('the node creator offers the Form Trigger among triggers and the Form node under Flow; the trigger shows its form URLs, and its test form runs it', async ({
  page,
}) => {
  await page.goto('/workflow/new');
  await page.getByRole('button', { name: 'Add first step' }).click();
  const creator = nodeCreator(page);
  await expect(creator.getByRole('tab', { name: 'Trigger' })).toHaveAttribute('aria-selected', 'true');
  await creator.getByRole('combobox', { name: 'Search nodes' }).fill('form');
  await creator.getByRole('option', { name: /^n8n Form Trigger/ }).click();
  // A node added from the creator opens its details view.
  const details = page.getByRole('dialog');
  await expect(details.getByRole('button', { name: 'Rename node On form submission' })).toBeVisible();
  await expect(details.getByRole('region', { name: 'Form URLs' }).getByLabel('Test URL', { exact: true })).toHaveText(
    /\/form-test\/[0-9a-f-]+$/,
  );
  await expect(details.getByRole('textbox', { name: 'Form Title' })).toBeVisible();
  await expect(details.getByText('Form Elements')).toBeVisible();
  await expect(details.getByRole('combobox', { name: 'Respond When' })).toBeVisible();
  // The element types include checkboxes (with a selection limit) and radio buttons.
  const elements = details.getByRole('group', { name: 'Form Elements' });
  await elements.getByRole('button', { name: 'Add Form Element' }).click();
  const element = elements.getByRole('group', { name: 'Values 1' });
  await element.getByRole('combobox', { name: 'Element Type' }).selectOption({ label: 'Checkboxes' });
  await expect(element.getByRole('group', { name: 'Checkboxes' })).toBeVisible();
  await element.getByRole('combobox', { name: 'Limit Selection' }).selectOption({ label: 'Range' });
  await expect(element.getByRole('spinbutton', { name: 'Maximum Selections' })).toBeVisible();
  await element.getByRole('spinbutton', { name: 'Maximum Selections' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/form-trigger-ndv-checkboxes.png` });
  await element.getByRole('combobox', { name: 'Element Type' }).selectOption({ label: 'Radio Buttons' });
  await expect(element.getByRole('group', { name: 'Radio Buttons' })).toBeVisible();
  await expect(element.getByRole('combobox', { name: 'Limit Selection' })).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/form-trigger-ndv.png` });
  await details.getByRole('button', { name: 'Back to canvas' }).click();
  await expect(canvasNodes(page).getByRole('option', { name: /^On form submission,/ })).toHaveCount(1);

  await blurAll(page);
  await page.keyboard.press('Tab');
  await creator.getByRole('option', { name: 'Flow', exact: true }).click();
  await expect(creator.getByRole('option', { name: /^n8n Form(,|$)/ })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(creator.getByRole('heading', { name: 'What happens next?' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(creator).toBeHidden();

  // Running the workflow waits for its test form; opened in another tab, the form runs it.
  const view = await openNodeOnCanvas(page, 'On form submission');
  await view.getByRole('textbox', { name: 'Form Title' }).fill('Quick poll');
  const testUrl = (await view.getByRole('region', { name: 'Form URLs' }).getByLabel('Test URL', { exact: true }).textContent()) ?? '';
  await view.getByRole('button', { name: 'Back to canvas' }).click();
  await page.getByRole('button', { name: 'Execute workflow' }).click();
  const tab = await page.context().newPage();
  await tab.goto(new URL(testUrl).pathname);
  await expect(tab.getByRole('note')).toHaveText(/test version of your form/);
  await tab.getByRole('button', { name: 'Submit' }).click();
  await expect(tab.getByRole('heading', { name: 'Form Submitted' })).toBeVisible();
  await tab.close();
  await expect(canvasNodes(page).getByRole('option', { name: /^On form submission,/ })).toHaveAccessibleName(/success, 1 item$/);
});
