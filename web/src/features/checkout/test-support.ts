/* Test data of checkout's delivery choice: an answer of GET /api/delivery/options and a helper that picks one. */
import { fireEvent, screen, within } from '@testing-library/react';
import type { CartLine, DeliveryOptions } from '@shop/domain';

export const deliveryOptionsFixture: DeliveryOptions = {
  zones: [
    {
      id: '1',
      name: 'Capital',
      priceArs: 2500,
      freeFromArs: 30000,
      openWeekdays: [0, 1, 2, 3, 4, 5, 6],
      windows: ['manana', 'tarde'],
    },
    {
      id: '2',
      name: 'Norte',
      priceArs: 1800,
      freeFromArs: null,
      openWeekdays: [0, 1, 2, 3, 4, 5, 6],
      windows: ['manana', 'tarde'],
    },
  ],
  pickupPoints: [
    {
      id: '1',
      name: 'Local',
      address: 'Av. Belgrano 1000',
      hours: 'Lunes a viernes de 9 a 19 h',
      hoursEn: 'Monday to Friday, 9 am to 7 pm',
      openWeekdays: [1, 2, 3, 4, 5],
      windows: ['manana', 'tarde'],
    },
  ],
  days: [
    { date: '2031-03-11', windows: ['tarde'], full: false },
    { date: '2031-03-12', windows: ['manana', 'tarde'], full: true },
    { date: '2031-03-13', windows: ['manana', 'tarde'], full: false },
    // A Saturday: the zones deliver, the pickup point (Monday to Friday) is closed.
    { date: '2031-03-15', windows: ['manana', 'tarde'], full: false },
  ],
  leadTimeHours: 24,
  leadTimeProductId: null,
};

/** Picks `option` (its radio's name), the day whose name matches `day`, and `window` (the radio's name). */
export async function chooseDelivery(
  option = 'Envío a domicilio · Capital',
  day: RegExp = /13 de marzo/,
  window = 'Mañana (9 a 13 h)',
) {
  fireEvent.click(await screen.findByRole('radio', { name: option }));
  await chooseDay(day);
  fireEvent.click(screen.getByRole('radio', { name: window }));
}

/** "Día", a native select. */
export const daySelect = () => screen.getByRole<HTMLSelectElement>('combobox', { name: /^Día/ });

/** Chooses the day whose name matches `day` in "Día" (as the browser does: a change of its value). */
export async function chooseDay(day: RegExp) {
  const option = await within(daySelect()).findByRole<HTMLOptionElement>('option', { name: day });
  fireEvent.change(daySelect(), { target: { value: option.value } });
}

/** A cart of one product, two units at 4000 ARS: the checkout tests' usual order. */
export const checkoutLinesFixture: CartLine[] = [
  {
    id: '0',
    type: 'salados',
    title: 'Pan keto',
    price: 4000,
    imageSrc: '/images/products/0-1',
    description: 'Pan',
    quantity: 2,
  },
];
