import { expect, test, type Page } from '@playwright/test';
import { uuidv7 } from '../../src/domain/ids';
import { LoginPage } from './pages/login-page';
import { ProjectDetailPage } from './pages/project-detail-page';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DEMO_PASSWORD, demoUser } from './support/demo-users';
import { cents } from './support/money-text';
import { rowsOf } from './support/server-quote';
import { apiToken, pullAll, pushApplied } from './support/sync-api';
import { languages, t, type Language } from './support/translations';

const agent = demoUser('b2b-agent');

async function signIn(page: Page, lng: Language, email: string): Promise<void> {
  const login = new LoginPage(page, lng);
  await login.goto();
  await login.login(email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
}

for (const lng of languages) {
  test.describe(`in ${lng}`, () => {
    test.use({ locale: lng === 'fr' ? 'fr-FR' : 'en-US' });

    test('the office prices a service; a submitted project shows its services as lines of their own, by name, and the totals add up', async ({
      page,
      browser,
      request,
    }) => {
      // The office: assembly at 45.00 excl. VAT per room, at 20 %.
      await signIn(page, lng, demoUser('admin').email);
      await page.goto('/admin/services');
      const assembly = page.getByRole('group', { name: t(lng, 'common:services.assembly') });
      await assembly
        .getByRole('combobox', { name: t(lng, 'catalogue:services.rule') })
        .selectOption({ label: t(lng, 'catalogue:services.rules.perRoom') });
      const price = assembly.getByRole('textbox', { name: t(lng, 'catalogue:services.price') });
      await price.fill('quarante');
      const save = assembly.getByRole('button', {
        name: t(lng, 'catalogue:services.save', { name: t(lng, 'common:services.assembly') }),
      });
      await save.click();
      // Bad input: said next to the field, nothing saved.
      await expect(assembly.getByText(t(lng, 'catalogue:services.price_invalid'))).toBeVisible();
      await price.fill('45');
      await assembly.getByRole('textbox', { name: t(lng, 'catalogue:services.vat') }).fill('20');
      await save.click();
      await expect(assembly.getByText(t(lng, 'common:saved.sent'))).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      // The client: a project with a room counted twice, assembly and packaging removal, submitted.
      const token = await apiToken(request, agent.email);
      const [furniture] = rowsOf(
        await pullAll(request, token),
        'furniture',
        (row) => row.isDisabled === false && row.archived === false,
      );
      const project = { id: uuidv7(), name: `Services ${lng} ${uuidv7().slice(-8)}` };
      const roomId = uuidv7();
      await pushApplied(request, token, [
        ['projectCreate', project],
        [
          'projectUpdate',
          { id: project.id, patch: { projectType: 'T2', options: ['packaging_removal', 'assembly'] } },
        ],
        ['roomCreate', { id: roomId, projectId: project.id, name: 'Chambre', multiplier: 2 }],
        ['lineAdd', { id: uuidv7(), roomId, furnitureId: furniture!.id, quantity: 1 }],
        ['projectTransition', { id: project.id, action: 'submit', acknowledgedWarnings: true }],
      ]);

      const context = await browser.newContext({ locale: lng === 'fr' ? 'fr-FR' : 'en-US' });
      const client = await context.newPage();
      await signIn(client, lng, agent.email);
      const screen = new ProjectDetailPage(client, lng);
      await screen.goto(project.id);
      await expect(screen.heading(project.name)).toBeVisible({ timeout: 30_000 });

      // The details name the services; no stored key shows.
      await screen.selectTab('details');
      const options = screen.field(screen.text('details.options')).getByRole('definition');
      await expect(options).toHaveText(
        `${t(lng, 'common:services.assembly')}, ${t(lng, 'common:services.packaging_removal')}`,
      );

      // The quote: each service a line, with how its figure is made; 45.00 + 20 % = 54.00 a room.
      await screen.selectTab('quote');
      const panel = screen.panel('quote');
      const services = panel.getByRole('table', { name: t(lng, 'quote:services.label') });
      const row = (key: string) =>
        services
          .getByRole('row')
          .filter({ has: client.getByRole('cell', { name: t(lng, key), exact: true }) });
      const assemblyCells = row('common:services.assembly').getByRole('cell');
      const euros = new Intl.NumberFormat(lng, { style: 'currency', currency: 'EUR' });
      await expect(assemblyCells.nth(1)).toHaveText(
        t(lng, 'quote:services.per_room_other', { unit: euros.format(54), count: '2' }),
      );
      expect(cents(await assemblyCells.nth(1).innerText(), lng)).toBe(5_400);
      expect(cents(await assemblyCells.nth(2).innerText(), lng)).toBe(10_800);
      await expect(row('common:services.packaging_removal').getByRole('cell').nth(2)).toHaveText(
        t(lng, 'quote:services.included'),
      );

      // Furniture + services = the total the client reads.
      const roomTable = panel.getByRole('table', { name: t(lng, 'quote:lines.label', { name: 'Chambre' }) });
      const room = cents(await roomTable.getByRole('row').last().getByRole('cell').last().innerText(), lng);
      const totalText = t(lng, 'quote:totals.total', {
        amount: '\u0000',
        vat: t(lng, 'common:vat.vatIncluded'),
      });
      const total = panel.getByText(totalText.split('\u0000')[0]!, { exact: false }).last();
      expect(cents(await total.innerText(), lng)).toBe(room + 10_800);
      await context.close();
    });
  });
}
