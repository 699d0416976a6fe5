/** Errors of delivery choices and the back office's delivery data, in Spanish and English. */
import { formatDeliveryDate } from '@shop/domain';
import { defineErrors } from '../../lib/error-table.ts';

/**
 * The next free day (`YYYY-MM-DD`) a full day's answer names. Undefined when a cart is refused
 * before any booking is counted (more units than a whole day holds): the sentence then stops
 * after "the next free day is", as it always has.
 */
interface NextFreeDay {
  date?: string;
}

export const deliveryError = defineErrors({
  unknown_zone: [
    400,
    'La zona de envío elegida no existe o ya no está disponible. Elegí otra.',
    'The chosen delivery zone does not exist or is no longer available. Choose another.',
  ],
  unknown_pickup_point: [
    400,
    'El punto de retiro elegido no existe o ya no está disponible. Elegí otro.',
    'The chosen pickup point does not exist or is no longer available. Choose another.',
  ],
  day_past: [
    400,
    'El día elegido ya pasó. Elegí otro día.',
    'The chosen day has already passed. Choose another day.',
  ],
  day_outside_window: [
    400,
    'Todavía no se puede reservar ese día. Elegí uno más cercano.',
    'That day cannot be booked yet. Choose a closer one.',
  ],
  day_closed: [
    400,
    'Ese día no hacemos entregas ni retiros. Elegí otro día.',
    'We do not deliver or hand out orders on that day. Choose another day.',
  ],
  day_blocked: [
    400,
    'Ese día no hay entregas ni retiros. Elegí otro día.',
    'There are no deliveries or pickups on that day. Choose another day.',
  ],
  day_too_soon: [
    400,
    'No llegamos a preparar el pedido para ese día y horario. Elegí uno más adelante.',
    'We cannot have the order ready for that day and time. Choose a later one.',
  ],
  day_full: [
    409,
    ({ date }: NextFreeDay) =>
      'El día elegido ya está completo. El próximo día libre es' +
      (date ? ` ${formatDeliveryDate(date, 'es')} (${date}).` : ''),
    ({ date }: NextFreeDay) =>
      'The chosen day is fully booked. The next free day is' +
      (date ? ` ${formatDeliveryDate(date, 'en')} (${date}).` : ''),
  ],
  day_full_no_other: [
    409,
    'El día elegido ya está completo y no quedan otros días libres por ahora.',
    'The chosen day is fully booked and no other day is free for now.',
  ],
  zone_not_found: [404, 'La zona de envío no existe.', 'The delivery zone does not exist.'],
  pickup_point_not_found: [404, 'El punto de retiro no existe.', 'The pickup point does not exist.'],
});
