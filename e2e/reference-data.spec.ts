import { expectAccessible } from './support/axe';
import { expect, signIn, test } from './support/fixtures';

// Each journey checks several screen states with axe, which takes seconds per run on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('the datasets list shows each key, and a column filter is a link the back button undoes', async ({
  page,
}) => {
  await page.goto('/reference-data');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'Reference data' })).toBeVisible();
  const datasets = page.getByRole('table', { name: 'Datasets' });
  const storesRow = datasets.getByRole('row').filter({ has: page.getByRole('link', { name: 'stores' }) });
  await expect(storesRow.getByRole('cell', { name: 'country, storeId' })).toBeVisible();
  await expectAccessible(page, 'datasets');

  await page.getByRole('link', { name: 'stores' }).click();
  await expect(page.getByRole('heading', { name: 'stores', level: 1 })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Berlin Mitte' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Columns of the dataset' })).toBeVisible();
  await expectAccessible(page, 'dataset');

  const filters = page.getByRole('search', { name: 'Filter records' });
  await filters.getByLabel('country').fill('FR');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/[?&]country=FR(&|$)/);
  await expect(page.getByRole('cell', { name: 'Paris Marais' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Berlin Mitte' })).toHaveCount(0);
  const records = page.getByRole('table', { name: 'Records of stores' });
  // Every row left is a French store: the filter reached the service, not just the screen.
  for (const row of await records.getByRole('row').all()) {
    const cells = row.getByRole('cell');
    // The first cell holds the row's actions; the country comes next.
    if ((await cells.count()) > 0) await expect(cells.nth(1)).toHaveText('FR');
  }
  await expectAccessible(page, 'filtered records');

  // The filter is history: back returns to every store.
  await page.goBack();
  await expect(page.getByRole('cell', { name: 'Berlin Mitte' })).toBeVisible();
  await expect(filters.getByLabel('country')).toHaveValue('');
});

test('a store found by its country is edited, checked against the schema, and kept after a reload', async ({
  page,
}) => {
  await page.goto('/reference-data/stores');
  await signIn(page);
  const filters = page.getByRole('search', { name: 'Filter records' });
  await filters.getByLabel('country').fill('FR');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/[?&]country=FR(&|$)/);
  const records = page.getByRole('table', { name: 'Records of stores' });
  await expect(records.getByRole('cell', { name: 'Berlin Mitte' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit record FR|001' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit record FR|001' });
  await expect(dialog.getByLabel('name')).toHaveValue('Paris Marais');
  await expect(dialog.getByLabel('country')).toHaveJSProperty('readOnly', true);
  await dialog.getByLabel('staff').fill('lots');
  await dialog.getByRole('button', { name: 'Save record' }).click();
  await expect(dialog.getByText('Enter a number, like 42 or 3.5.')).toBeVisible();
  await expect(dialog.getByLabel('staff')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'record dialog with an error');

  const staff = String(100 + (Date.now() % 800));
  await dialog.getByLabel('staff').fill(staff);
  await dialog.getByLabel('street').fill('Rue des Francs-Bourgeois 14');
  await dialog.getByRole('button', { name: 'Save record' }).click();
  await expect(dialog).toBeHidden();
  const paris = records.getByRole('row').filter({ hasText: 'Paris Marais' });
  await expect(paris.getByRole('cell', { name: staff, exact: true })).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/[?&]country=FR(&|$)/);
  await expect(paris.getByRole('cell', { name: staff, exact: true })).toBeVisible();
  await expect(paris.getByRole('cell', { name: 'Rue des Francs-Bourgeois 14' })).toBeVisible();
});

test('a record is added, refused as a duplicate, then deleted after confirming', async ({ page }) => {
  await page.goto('/reference-data/stores');
  await signIn(page);
  await expect(page.getByRole('heading', { name: 'stores', level: 1 })).toBeVisible();
  const storeId = `e${String(Date.now()).slice(-8)}`;

  const add = async () => {
    await page.getByRole('button', { name: 'Add record' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a record to stores' });
    await dialog.getByLabel('country').fill('ZZ');
    await dialog.getByLabel('storeId').fill(storeId);
    await dialog.getByLabel('name').fill('E2E Test Store');
    await dialog.getByLabel('staff').fill('3');
    await dialog.getByRole('button', { name: 'Add record' }).click();
    return dialog;
  };
  const dialog = await add();
  await expect(dialog).toBeHidden();

  const again = await add();
  await expect(again.getByText(`A record with the key ZZ|${storeId} already exists`)).toBeVisible();
  await again.getByRole('button', { name: 'Cancel' }).click();

  await page.goto(`/reference-data/stores?country=ZZ&storeId=${storeId}`);
  await expect(page.getByRole('cell', { name: 'E2E Test Store' })).toBeVisible();
  await page.getByRole('button', { name: `Delete record ZZ|${storeId}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete record ZZ|${storeId}?` });
  await expectAccessible(page, 'delete confirmation');
  await confirm.getByRole('button', { name: 'Delete record' }).click();
  await expect(page.getByText('No records match these filters')).toBeVisible();
  await expectAccessible(page, 'no matching records');
});

test('a CSV import is previewed, shows its progress, and lists the failed rows with their lines', async ({
  page,
}) => {
  await page.goto('/reference-data/stores');
  await signIn(page);
  const id = String(Date.now()).slice(-7);
  const csv = [
    'country,storeId,name,staff',
    `ZY,a${id},Imported One,5`,
    `ZY,b${id},Imported Two,lots`,
    `ZY,c${id},,2`,
  ].join('\n');

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import CSV into stores' });
  await dialog.getByLabel('CSV file').setInputFiles({
    name: 'stores.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  const preview = dialog.getByRole('table', { name: 'First rows of the CSV file' });
  await expect(preview.getByRole('cell', { name: 'Imported Two' })).toBeVisible();
  await expect(dialog.getByText('Not in the file, so kept as stored: street.')).toBeVisible();
  await expectAccessible(page, 'import preview');
  await dialog.getByRole('button', { name: 'Import 3 rows' }).click();

  await expect(page).toHaveURL(/[?&]import=/);
  await expect(
    page.getByRole('heading', { name: /^Import (completed|finished with an error)$/ }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('progressbar', { name: 'Rows processed' })).toHaveAttribute(
    'aria-valuenow',
    '3',
  );
  const failures = page.getByRole('table', { name: 'Failed rows of the import' });
  await expect(failures.getByRole('row')).toHaveCount(3);
  await expect(failures.getByRole('row').filter({ hasText: /staff/ }).getByRole('cell').first()).toHaveText(
    '3',
  );
  await expect(failures.getByRole('row').filter({ hasText: /name/ }).getByRole('cell').first()).toHaveText(
    '4',
  );
  await expectAccessible(page, 'import result');

  const filters = page.getByRole('search', { name: 'Filter records' });
  await filters.getByLabel('country').fill('ZY');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByRole('cell', { name: 'Imported One' })).toBeVisible();
  await expect(page.getByRole('cell', { name: `b${id}` })).toHaveCount(0);
});
