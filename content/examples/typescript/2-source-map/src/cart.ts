export interface LineItem {
  sku: string;
  price: number;
  quantity: number;
}

export class Cart {
  private items: LineItem[] = [];

  add(item: LineItem): void {
    this.items.push(item);
  }

  total(): number {
    return this.items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  }
}
