import { DeleteOutlined, EditOutlined, PlusOutlined, StarOutlined } from '@ant-design/icons';
import { notify } from '@shop/api-client';
import type { SavedAddress } from '@shop/contracts';
import { useT } from '@shop/i18n';
import { phoneError } from '@shop/rules';
import { useConfirmDialog } from '@shop/ui';
import { Button, Skeleton, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { AsEntered, Message } from '../../../components/message';
import { useDashboardT } from '../../../lib/i18n';
import {
  useAddressBookQuery,
  useClearProfilePhoneMutation,
  useDeleteAddressMutation,
  useMakeDefaultAddressMutation,
  useSetProfilePhoneMutation,
} from '../api/address-book-api';
import { AddressForm } from './address-form';
import { SingleFieldForm } from './single-field-form';
import './address-book.css';

/** How a saved address is named to a person (in a dialog, a button's label): its label, else its name. */
function addressTitle(address: SavedAddress): string {
  return address.label ?? address.name;
}

/**
 * My Profile's phone and address book: the addresses listed (the default marked, first), added
 * and changed in a form, deleted after the shop's confirmation dialog, one made the default. The
 * booking form and the cart checkout fill from the default.
 */
export function AddressBookSection({ userId, name }: { userId: string; name: string }) {
  const { t } = useDashboardT();
  const { data: book, isLoading, isError, refetch } = useAddressBookQuery(userId);
  // 'new', an address's id, or nothing open.
  const [editing, setEditing] = useState<string | null>(null);

  let body: ReactNode;
  if (isLoading)
    body = <Skeleton active paragraph={{ rows: 3 }} aria-label={t('addressBook.loading')} />;
  else if (isError || !book)
    body = (
      <div className="address-book__failed">
        <p>{t('addressBook.loadFailed')}</p>
        <Button onClick={() => void refetch()}>{t('addressBook.retry')}</Button>
      </div>
    );
  else {
    const full = book.addresses.length >= book.limit;
    const fallback = { name, phone: book.phone };
    const editedAddress = book.addresses.find((address) => address.id === editing);
    body = (
      <>
        <PhoneEditor key={book.phone ?? ''} phone={book.phone} />
        <div className="address-book__heading">
          <h3 className="address-book__subtitle">{t('addressBook.addresses')}</h3>
          <span className="address-book__count">
            {t('addressBook.count', { count: book.addresses.length, limit: book.limit })}
          </span>
        </div>
        {book.addresses.length === 0 ? (
          <p className="address-book__empty">{t('addressBook.empty')}</p>
        ) : (
          <ul className="address-book__list">
            {book.addresses.map((address) =>
              editedAddress?.id === address.id ? (
                <li key={address.id} className="address-card address-card--editing">
                  <AddressForm
                    address={address}
                    fallback={fallback}
                    onDone={() => setEditing(null)}
                  />
                </li>
              ) : (
                <AddressCard
                  key={address.id}
                  address={address}
                  onEdit={() => setEditing(address.id)}
                />
              ),
            )}
          </ul>
        )}
        {editing === 'new' ? (
          <div className="address-card address-card--editing">
            <AddressForm fallback={fallback} onDone={() => setEditing(null)} />
          </div>
        ) : full ? (
          <p className="address-book__full">{t('addressBook.full', { limit: book.limit })}</p>
        ) : (
          <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('addressBook.add')}
          </Button>
        )}
      </>
    );
  }

  return (
    <section className="address-book" aria-labelledby="address-book-title">
      <h2 id="address-book-title" className="address-book__title">
        {t('addressBook.title')}
      </h2>
      <p className="profile__hint">{t('addressBook.hint')}</p>
      {body}
    </section>
  );
}

function AddressCard({ address, onEdit }: { address: SavedAddress; onEdit: () => void }) {
  const { t } = useDashboardT();
  const { t: place } = useT('common');
  const [confirm, dialogHolder] = useConfirmDialog();
  const [remove, removing] = useDeleteAddressMutation();
  const [makeDefault, choosing] = useMakeDefaultAddressMutation();
  const title = addressTitle(address);

  const onDelete = async () => {
    const yes = await confirm({
      title: t('addressBook.deleteTitle'),
      content: (
        <p>
          <Message k="addressBook.deleteContent" parts={{ name: <AsEntered>{title}</AsEntered> }} />
        </p>
      ),
      okText: t('addressBook.deleteYes'),
      cancelText: t('addressBook.deleteNo'),
      danger: true,
    });
    if (!yes) return;
    remove(address.id)
      .unwrap()
      .then(() => notify.success(t('addressBook.deleted')))
      .catch(() => undefined); // toasted by the error middleware
  };

  const onMakeDefault = () =>
    makeDefault(address.id)
      .unwrap()
      .then(() => notify.success(t('addressBook.defaultSaved')))
      .catch(() => undefined); // toasted by the error middleware

  return (
    <li className="address-card" aria-label={title}>
      {dialogHolder}
      <div className="address-card__tags">
        {address.label && (
          <Tag translate="no" className="address-card__label">
            {address.label}
          </Tag>
        )}
        {address.isDefault && <Tag color="blue">{t('addressBook.default')}</Tag>}
      </div>
      <p className="address-card__name" translate="no">
        {address.name}
      </p>
      <p className="address-card__line" translate="no">
        {address.phone}
      </p>
      <p className="address-card__line">
        <span translate="no">{address.address}</span>, {place(`places.${address.district}`)}
      </p>
      <div className="address-card__actions">
        <Button
          size="small"
          icon={<EditOutlined />}
          onClick={onEdit}
          aria-label={t('addressBook.editLabel', { name: title })}
        >
          {t('addressBook.edit')}
        </Button>
        {!address.isDefault && (
          <Button
            size="small"
            icon={<StarOutlined />}
            loading={choosing.isLoading}
            onClick={() => void onMakeDefault()}
            aria-label={t('addressBook.makeDefaultLabel', { name: title })}
          >
            {t('addressBook.makeDefault')}
          </Button>
        )}
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          loading={removing.isLoading}
          onClick={() => void onDelete()}
          aria-label={t('addressBook.deleteLabel', { name: title })}
        >
          {t('addressBook.delete')}
        </Button>
      </div>
    </li>
  );
}

/** The profile's phone: offered by the order forms when no address is chosen, and for new addresses. */
function PhoneEditor({ phone }: { phone: string | null }) {
  const { t } = useDashboardT();
  const [save, saving] = useSetProfilePhoneMutation();
  const [clear, clearing] = useClearProfilePhoneMutation();
  const onClear = () =>
    clear()
      .unwrap()
      .then(() => notify.success(t('addressBook.phoneRemoved')))
      .catch(() => undefined); // toasted by the error middleware

  return (
    <SingleFieldForm
      className="address-book__phone"
      rowClassName="address-book__phone-row"
      name="phone"
      label={t('addressBook.profilePhone')}
      saved={phone ?? ''}
      check={phoneError}
      onSave={(typed) => save(typed).unwrap()}
      saving={saving.isLoading}
      error={saving.error}
      saveText={t('addressBook.savePhone')}
      savedText={t('addressBook.phoneSaved')}
      input={{ type: 'tel', inputMode: 'tel', autoComplete: 'tel' }}
      actions={
        phone && (
          <Button onClick={() => void onClear()} loading={clearing.isLoading}>
            {t('addressBook.removePhone')}
          </Button>
        )
      }
      hint={<span className="profile__hint">{t('addressBook.phoneHint')}</span>}
    />
  );
}
