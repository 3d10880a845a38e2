import type { Actor } from '#app/lib/app-error.ts';
import { successToast, type ToastMessage } from '#app/ui/toast.ts';
import { setBrandCleaning } from './catalog-settings.server.ts';
import { startBrandCleaning } from './clean-brands.server.ts';
import type { DatabaseCommand } from './database.schema.ts';
import {
  bulkUpdateCategories,
  createCategory,
  deleteCategory,
  updateCategory,
} from './manage-categories.server.ts';
import { bulkUpdateOffers, createOffer, deleteOffer, updateOffer } from './manage-offers.server.ts';
import { bulkUpdateProducts, createProduct, deleteProduct, updateProduct } from './manage-products.server.ts';

/** Runs one Gestione Database command and says what happened, in Italian. */
export async function runDatabaseCommand(actor: Actor, command: DatabaseCommand): Promise<ToastMessage> {
  return successToast(await run(actor, command));
}

async function run(actor: Actor, command: DatabaseCommand): Promise<string> {
  switch (command.intent) {
    case 'product-create': {
      const { intent: _intent, ...input } = command;
      return (await createProduct({ actor, input })).message;
    }
    case 'product-update': {
      const { intent: _intent, productId, ...input } = command;
      return (await updateProduct({ actor, productId, input })).message;
    }
    case 'product-bulk':
      return bulkUpdateProducts({ actor, input: command });
    case 'product-delete':
      return deleteProduct({ actor, productId: command.productId });
    case 'offer-create': {
      const { intent: _intent, ...input } = command;
      return createOffer({ actor, input });
    }
    case 'offer-update': {
      const { intent: _intent, offerId, ...input } = command;
      return updateOffer({ actor, offerId, input });
    }
    case 'offer-bulk':
      return bulkUpdateOffers({ actor, input: command });
    case 'offer-delete':
      return deleteOffer({ actor, offerId: command.offerId });
    case 'category-create': {
      const { intent: _intent, ...input } = command;
      return createCategory({ actor, input });
    }
    case 'category-update': {
      const { intent: _intent, categoryId, ...input } = command;
      return updateCategory({ actor, categoryId, input });
    }
    case 'category-bulk':
      return bulkUpdateCategories({ actor, input: command });
    case 'category-delete':
      return deleteCategory({ actor, categoryId: command.categoryId });
    case 'brand-cleaning':
      return setBrandCleaning({ actor, enabled: command.enabled });
    case 'clean-brands':
      return startBrandCleaning({ actor });
  }
}
