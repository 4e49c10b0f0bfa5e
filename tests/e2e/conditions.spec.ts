import type { Page } from '@playwright/test';
import { clickNode } from './canvas-helpers';
import { openNodeOnCanvas } from './ndv-helpers';
import { canvasNodes, createWorkflow, expectEditorFor, nodeCreator, readWorkflow, uniqueName, expect, test } from './editor-helpers';

test.describe.configure({ timeout: 180_000 });

const PEOPLE = {
  name: 'People',
  type: 'n8n-nodes-base.code',
  typeVersion: 2,
  parameters: {
    mode: 'runOnceForAllItems',
    jsCode:
      "return [{ json: { name: 'Ada', age: 36, team: 'red' } }, { json: { name: 'Tim', age: 12, team: 'blue' } }, { json: { name: 'Bo', age: 19, team: 'red' } }];",
  },
};

/** Adds a node after the selected one from the node creator, by keyboard. */
async function addAfter(page: Page, after: string, search: string, option: string): Promise<ReturnType<Page['getByRole']>> {
  await clickNode(page, after);
  await page.keyboard.press('Tab');
  const creator = nodeCreator(page);
  await expect(creator.getByRole('combobox', { name: 'Search nodes' })).toBeFocused();
  await page.keyboard.type(search);
  await creator.getByRole('option', { name: option, exact: true }).click();
  const view = page.getByRole('dialog');
  await expect(view.getByRole('button', { name: `Rename node ${option}` })).toBeVisible({ timeout: 15_000 });
  return view;
}

/** Types an expression into an empty condition value, as a user would. */
async function typeExpression(page: Page, scope: ReturnType<Page['getByRole']>, name: string, text: string): Promise<void> {
  await scope.getByRole('textbox', { name }).click();
  await page.keyboard.type(text);
  await expect(scope.getByRole('textbox', { name })).toHaveText(text);
}

/** Runs the workflow from the canvas and waits for it to finish. */
async function runWorkflow(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Execute workflow' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Workflow executed successfully' }).first()).toBeVisible({ timeout: 20_000 });
}

test.describe('building conditions in the editor', () => {
  test('an If node from the node creator is If 2.2; "{{ $json.age }} is greater than 18" sends adults to true and the rest to false', async ({
    page,
    request,
  }) => {
    const workflow = await createWorkflow(request, uniqueName('Adults'), [PEOPLE]);
    await page.goto(`/workflow/${workflow.id}`);
    await expectEditorFor(page, workflow.name);

    const view = await addAfter(page, 'People', 'if', 'If');
    const conditions = view.getByRole('group', { name: 'Conditions', exact: true });
    await typeExpression(page, conditions, 'Condition 1 left value', '{{ $json.age }}');
    const operator = conditions.getByRole('combobox', { name: 'Condition 1 operator' });
    await operator.focus();
    await operator.selectOption({ label: 'is greater than' });
    await expect(operator).toHaveValue('number:gt');
    const right = conditions.getByRole('spinbutton', { name: 'Condition 1 right value' });
    await right.click();
    await page.keyboard.type('18');
    await page.keyboard.press('Tab');

    // A second condition, combined with AND, shows the builder as n8n does (screenshot).
    await conditions.getByRole('button', { name: 'Add condition' }).click();
    await typeExpression(page, conditions, 'Condition 2 left value', '{{ $json.name }}');
    await conditions.getByRole('combobox', { name: 'Condition 2 operator' }).selectOption({ label: 'is not empty' });
    await expect(conditions.getByRole('textbox', { name: 'Condition 2 right value' })).toHaveCount(0);
    await expect(conditions.getByRole('combobox', { name: 'Combine conditions' })).toHaveValue('and');

    await view.getByRole('button', { name: 'Back to canvas' }).click();
    await expect(view).toBeHidden();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status', { name: 'Saved' })).toBeVisible();
    const saved = (await readWorkflow(request, workflow.id)).nodes.find((n) => n.name === 'If') as unknown as {
      typeVersion: number;
      parameters: Record<string, unknown>;
    };
    expect(saved.typeVersion).toBe(2.2);
    expect(saved.parameters['conditions']).toMatchObject({
      combinator: 'and',
      options: { caseSensitive: true, leftValue: '', typeValidation: 'strict', version: 2 },
      conditions: [
        { leftValue: '={{ $json.age }}', rightValue: 18, operator: { type: 'number', operation: 'gt' } },
        { leftValue: '={{ $json.name }}', operator: { type: 'string', operation: 'notEmpty', singleValue: true } },
      ],
    });

    await runWorkflow(page);
    await expect(canvasNodes(page).getByRole('option', { name: /^If, If node, success/ })).toHaveCount(1);
    const ran = await openNodeOnCanvas(page, 'If');
    const branches = ran.getByRole('tablist', { name: 'Output branches' });
    await expect(branches.getByRole('tab', { name: 'True Branch (2 items)' })).toBeVisible();
    await expect(ran.getByRole('group', { name: 'Condition 2' })).toBeVisible();
    await page.screenshot({ path: '/tmp/conditions-if.png' });
    await branches.getByRole('tab', { name: 'False Branch (1 item)' }).click();
    await expect(ran.getByRole('region', { name: 'Output' }).getByText('Tim')).toBeVisible();
  });

  test('a Switch node from the node creator is Switch 3.2; two rules route items to two outputs', async ({ page, request }) => {
    const workflow = await createWorkflow(request, uniqueName('Teams'), [PEOPLE]);
    await page.goto(`/workflow/${workflow.id}`);
    await expectEditorFor(page, workflow.name);

    const view = await addAfter(page, 'People', 'switch', 'Switch');
    const rules = view.getByRole('group', { name: 'Routing Rules' });
    const first = rules.getByRole('group', { name: 'Values 1' });
    await typeExpression(page, first, 'Condition 1 left value', '{{ $json.team }}');
    await first.getByRole('textbox', { name: 'Condition 1 right value' }).fill('red');

    await rules.getByRole('button', { name: 'Add Routing Rule' }).click();
    const second = rules.getByRole('group', { name: 'Values 2' });
    await typeExpression(page, second, 'Condition 1 left value', '{{ $json.team }}');
    await second.getByRole('combobox', { name: 'Condition 1 operator' }).selectOption({ label: 'starts with' });
    await second.getByRole('textbox', { name: 'Condition 1 right value' }).fill('bl');
    await page.screenshot({ path: '/tmp/conditions-switch.png' });

    await view.getByRole('button', { name: 'Back to canvas' }).click();
    await expect(view).toBeHidden();
    await runWorkflow(page);
    const ran = await openNodeOnCanvas(page, 'Switch');
    const branches = ran.getByRole('tablist', { name: 'Output branches' });
    await expect(branches.getByRole('tab', { name: 'Output 1 Branch (2 items)' })).toBeVisible();
    await expect(branches.getByRole('tab', { name: 'Output 2 Branch (1 item)' })).toBeVisible();
    await ran.getByRole('button', { name: 'Back to canvas' }).click();
    await expect(ran).toBeHidden();

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status', { name: 'Saved' })).toBeVisible();
    const saved = (await readWorkflow(request, workflow.id)).nodes.find((n) => n.name === 'Switch') as unknown as {
      typeVersion: number;
      parameters: Record<string, unknown>;
    };
    expect(saved.typeVersion).toBe(3.2);
  });
});
