import { type Actor, AppError } from '#app/lib/app-error.ts';
import {
  addMarketplaceOffer,
  linkOffer,
  setOfferVariant,
  unlinkOffer,
} from '#app/modules/catalog/manage-offers.server.ts';
import {
  approveProduct,
  deleteProducts,
  renameProduct,
} from '#app/modules/catalog/manage-products.server.ts';
import { successToast, type ToastMessage } from '#app/ui/toast.ts';
import {
  assertSelection,
  countSelection,
  clearSelection,
  deselectProducts,
  hideCandidate,
  listSelection,
  selectProducts,
  unhideCandidates,
} from './curation.server.ts';
import { type CurationCommand, CURATION_MESSAGES as M } from './curation.schema.ts';

/** Runs one command of the curation wizard and says what happened, in Italian. */
export async function runCurationCommand(actor: Actor, command: CurationCommand): Promise<ToastMessage> {
  return successToast(await run(actor, command));
}

async function run(actor: Actor, command: CurationCommand): Promise<string> {
  switch (command.intent) {
    case 'select':
      return selectProducts(actor, command.productIds);
    case 'deselect':
      return deselectProducts(actor, command.productIds);
    case 'clear':
      await clearSelection(actor);
      return M.selectionCleared;
    case 'rename':
      return renameProduct({ actor, productId: command.productId, name: command.name, slug: command.slug });
    case 'delete-selected': {
      await assertSelection(actor);
      const selection = await listSelection(actor);
      return deleteProducts({ actor, productIds: selection.map((product) => product.id) });
    }
    case 'continue':
      await assertSelection(actor);
      return M.selected(await countSelection(actor));
    case 'link':
      return linkOffer({ actor, offerId: command.offerId, productId: command.productId });
    case 'unlink':
      return unlinkOffer({ actor, offerId: command.offerId, productId: command.productId });
    case 'hide':
      return hideCandidate(actor, { productId: command.productId, offerId: command.offerId });
    case 'unhide':
      return unhideCandidates(actor, command.productId);
    case 'variant':
      return setOfferVariant({
        actor,
        offerId: command.offerId,
        isVariant: command.isVariant,
        variantName: command.variantName,
      });
    case 'add-offer': {
      const { intent: _intent, price, ...input } = command;
      try {
        return await addMarketplaceOffer({ actor, input: { ...input, price: price! } });
      } catch (error) {
        // admin-side §8: 'Errore nell'aggiunta dell'offerta:' plus the reason.
        if (error instanceof AppError)
          throw new AppError(error.code, `${M.marketplaceFailed} ${error.message}`);
        throw error;
      }
    }
    case 'complete-product':
      return approveProduct({ actor, productId: command.productId });
    case 'finish':
      await assertSelection(actor);
      await clearSelection(actor);
      return M.wizardDone;
  }
}
