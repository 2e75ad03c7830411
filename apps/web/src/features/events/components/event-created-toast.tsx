import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

/**
 * The spec's 'Event created!' with a link to the new event: the form stays for the next one
 * (spec), and the admin can still open what they made. Kept a little longer than a plain success
 * toast so the link can be reached (hovering or focusing it pauses the toast).
 */
export function toastEventCreated(id: string, words: { created: string; open: string }) {
  toast.success(
    (shown) => (
      <span className="event-created-toast">
        {words.created}{' '}
        <Link to={paths.events.detail.href(id)} onClick={() => toast.dismiss(shown.id)}>
          {words.open}
        </Link>
      </span>
    ),
    { duration: 8000 },
  );
}
