/**
 * Issue 17 §4, customers: a call-center agent (CC) finds a customer by the phone as read aloud, opens their page,
 * tries a bad email (refused next to the field in their language, nothing saved), fixes it, sees the change in the
 * history, and opens one of the customer's orders from their order list.
 */
import { expect, test } from '@playwright/test';
import { apiSession } from './api';
import { login } from './helpers';

/** "+593991234567" as read aloud from the phone: "099 123 4567". */
const spoken = (phone: string) => {
  const national = `0${phone.replace(/^\+593/, '')}`;
  return `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
};

test('CC finds a customer by phone, fixes the email (a bad one is refused), sees it in the history and opens an order', async ({ page, request }) => {
  const api = await apiSession(request, 'CC');
  const list = await api.call('/Customer/List', { limit: 100 });
  const customer = list.rows.find((row) => row.orderCount > 0 && row.phone?.startsWith('+593') && row.email);
  if (!customer?.phone || !customer.email) throw new Error('the demo data has no customer with orders, a phone and an email');
  const newEmail = `corregido.${Date.now().toString(36)}@correo.test`;

  await login(page, 'CC');
  await page.goto('/clientes');
  await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
  await page.getByLabel('Buscar clientes').fill(spoken(customer.phone));
  const link = page.getByRole('link', { name: customer.name });
  await expect(link).toBeVisible();
  // The search is kept in the URL.
  await expect(page).toHaveURL(/[?&]q=/);
  await link.click();

  await expect(page.getByRole('heading', { name: customer.name, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/cliente/${customer.id}$`));
  const email = page.getByRole('textbox', { name: 'Correo electrónico' });
  await expect(email).toHaveValue(customer.email);

  // A bad email: the translated message next to the field, and the server keeps the old one.
  await email.fill('sin-arroba.correo.test');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Escribe un correo válido, por ejemplo nombre@dominio.com.')).toBeVisible();
  await expect(email).toHaveValue('sin-arroba.correo.test');
  expect((await api.call('/Customer/Get', { customerId: customer.id })).customer.email).toBe(customer.email);

  await email.fill(newEmail);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Datos del cliente guardados.')).toBeVisible();
  await expect(page.getByText('Escribe un correo válido, por ejemplo nombre@dominio.com.')).toHaveCount(0);
  expect((await api.call('/Customer/Get', { customerId: customer.id })).customer.email).toBe(newEmail);

  await page.getByRole('tab', { name: 'Historial' }).click();
  const history = page.getByRole('table', { name: 'Historial de cambios' });
  await expect(history.getByRole('row').filter({ hasText: `${customer.email} → ${newEmail}` })).toBeVisible();
  await expect(history.getByRole('row').filter({ hasText: `${customer.email} → ${newEmail}` })).toContainText('Edición');

  // The customer's orders, newest first, each a link to its detail.
  const orders = await api.call('/Customer/Orders', { customerId: customer.id, limit: 1 });
  const newest = orders.rows[0]!;
  await page.getByRole('tab', { name: 'Órdenes' }).click();
  const ordersTable = page.getByRole('table', { name: 'Órdenes del cliente' });
  await expect(ordersTable.getByRole('row')).toHaveCount(Math.min(customer.orderCount, 20) + 1);
  await ordersTable.getByRole('link', { name: newest.number }).click();
  await expect(page).toHaveURL(new RegExp(`/orden/${newest.id}$`));
  await expect(page.getByRole('heading', { name: `Orden ${newest.number}`, level: 1 })).toBeVisible();
});
