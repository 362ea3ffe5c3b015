/**
 * Issue 20 §2, the subscription screens: an SU creates an application, a plan and a benefit (option) in it, enrols a
 * product, and sees each in its list; the links between the screens keep the chosen application, and the
 * application's row counts its plan and product.
 */
import { expect, test } from '@playwright/test';
import { login } from './helpers';

test('SU creates an application, a plan and a benefit in it, enrols a product, and sees each listed', async ({ page }) => {
  const appName = `Club E2E ${Date.now().toString(36)}`;
  await login(page, 'SU');
  await page.goto('/subscriptions/appplications');
  await expect(
    page.getByRole('heading', {
      name: 'Aplicaciones de suscripción',
      level: 1,
    }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Nueva aplicación' }).first().click();
  const appDialog = page.getByRole('dialog', { name: 'Nueva aplicación' });
  await appDialog.getByRole('textbox', { name: 'Nombre' }).fill(appName);
  await appDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(appDialog).toBeHidden();
  const appRow = page.getByTestId('application-row').filter({ hasText: appName });
  await expect(appRow.getByTestId('application-plans')).toHaveText('0');

  // The plans count opens the plans of this application (?app=…), which the links between screens keep.
  await appRow.getByTestId('application-plans').click();
  await expect(page.getByRole('heading', { name: 'Planes de suscripción', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/[?&]app=\d+/);
  await expect(page.getByText('Aún no hay planes.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo plan' }).first().click();
  const planDialog = page.getByRole('dialog', { name: 'Nuevo plan' });
  await planDialog.getByRole('textbox', { name: 'Nombre del plan' }).fill('Mensual plus');
  // Checked before sending: a price that is not an amount.
  await planDialog.getByRole('textbox', { name: 'Precio' }).fill('nueve');
  await planDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(planDialog.getByText('Escribe un importe con hasta 2 decimales.')).toBeVisible();
  await planDialog.getByRole('textbox', { name: 'Precio' }).fill('9,99');
  await planDialog.getByRole('textbox', { name: 'Periodo (meses)' }).fill('3');
  await planDialog.getByRole('textbox', { name: 'Días de prueba' }).fill('7');
  await planDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(planDialog).toBeHidden();
  const planRow = page.getByTestId('plan-row').filter({ hasText: 'Mensual plus' });
  await expect(planRow).toContainText('cada 3 meses');
  await expect(planRow).toContainText('9,99');
  await expect(planRow).toContainText(appName);

  const screens = page.getByRole('navigation', {
    name: 'Pantallas de suscripciones',
  });
  await screens.getByRole('link', { name: 'Opciones' }).click();
  await expect(page.getByRole('heading', { name: 'Opciones de suscripción', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Nuevo beneficio' }).first().click();
  const optionDialog = page.getByRole('dialog', { name: 'Nuevo beneficio' });
  await optionDialog.getByRole('textbox', { name: 'Nombre del beneficio' }).fill('Descuento socios');
  await optionDialog.getByText('Descuento', { exact: true }).click();
  await optionDialog.getByRole('textbox', { name: 'Descuento (%)' }).fill('12,5');
  await optionDialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(optionDialog).toBeHidden();
  const optionRow = page.getByTestId('option-row').filter({ hasText: 'Descuento socios' });
  await expect(optionRow).toContainText('Descuento del 12,5');
  await expect(optionRow).toContainText('Todos los planes');

  await screens.getByRole('link', { name: 'Productos' }).click();
  await expect(page.getByRole('heading', { name: 'Productos de suscripción', level: 1 })).toBeVisible();
  await expect(
    page.getByText(`Aún no hay productos inscritos en ${appName}.`, {
      exact: false,
    }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Agregar productos' }).click();
  const addDialog = page.getByRole('dialog', {
    name: `Agregar productos a ${appName}`,
  });
  await addDialog.getByRole('textbox', { name: 'Productos' }).click();
  const firstProduct = page.getByRole('listbox', { name: 'Productos encontrados' }).getByRole('option').first();
  const productLabel = (await firstProduct.getAttribute('aria-label')) ?? '';
  await firstProduct.click();
  // The list stays open for more picks; Escape closes it (not the dialog).
  await page.keyboard.press('Escape');
  await expect(addDialog.getByText(productLabel, { exact: true })).toBeVisible();
  await addDialog.getByRole('button', { name: 'Agregar', exact: true }).click();
  await expect(addDialog).toBeHidden();
  await expect(page.getByTestId('prime-product-row')).toHaveCount(1);
  await expect(page.getByTestId('prime-product-row')).toContainText(productLabel.split(' · ')[1] ?? productLabel);

  await screens.getByRole('link', { name: 'Aplicaciones' }).click();
  await expect(appRow.getByTestId('application-plans')).toHaveText('1');
  await expect(appRow.getByTestId('application-products')).toHaveText('1');
});
