import { data } from 'react-router';

/** Every unknown path: a real 404 status, rendered by the root error boundary in Italian. */
export function loader() {
  throw data('Pagina non trovata', { status: 404 });
}

export function action() {
  throw data('Pagina non trovata', { status: 404 });
}

export default function NotFound() {
  return null;
}
